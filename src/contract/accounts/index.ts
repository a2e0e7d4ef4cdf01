export * from './agency';
export * from './enterprise';
