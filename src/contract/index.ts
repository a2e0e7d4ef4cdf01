export * from './auth';
export * from './endpoint';
export * from './envelope';
export * from './loginVariants';
export * from './roles';
export * from './routeNames';
export * from './routeTable';
export * from './sysinfo';
