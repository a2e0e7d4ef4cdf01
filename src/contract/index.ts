export * from './auth';
export * from './endpoint';
export * from './envelope';
export * from './resources';
export * from './roles';
export * from './routeTable';
export * from './sysinfo';
