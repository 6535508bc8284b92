import './setup';

export * from 'primereact/inputswitch';
