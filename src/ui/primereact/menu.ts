import './setup';

export * from 'primereact/menu';
