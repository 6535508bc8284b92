import './setup';

export * from 'primereact/progressbar';
