import './setup';

export * from 'primereact/editor';
