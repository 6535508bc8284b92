import './setup';

export * from 'primereact/inputnumber';
