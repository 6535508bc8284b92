import './setup';

export * from 'primereact/sidebar';
