import './setup';

export * from 'primereact/dropdown';
