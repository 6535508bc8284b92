import './setup';

export * from 'primereact/calendar';
