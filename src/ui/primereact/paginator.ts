import './setup';

export * from 'primereact/paginator';
