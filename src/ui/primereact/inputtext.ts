import './setup';

export * from 'primereact/inputtext';
