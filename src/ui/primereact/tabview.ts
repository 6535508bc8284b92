import './setup';

export * from 'primereact/tabview';
