import './setup';

export * from 'primereact/dialog';
