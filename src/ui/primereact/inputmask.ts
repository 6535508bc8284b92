import './setup';

export * from 'primereact/inputmask';
