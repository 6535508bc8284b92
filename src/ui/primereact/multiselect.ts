import './setup';

export * from 'primereact/multiselect';
