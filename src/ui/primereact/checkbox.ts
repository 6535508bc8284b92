import './setup';

export * from 'primereact/checkbox';
