export * from './adminAccount';
export * from './agency';
export * from './enterprise';
export * from './licence';
export * from './views';
