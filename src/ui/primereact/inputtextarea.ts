import './setup';

export * from 'primereact/inputtextarea';
