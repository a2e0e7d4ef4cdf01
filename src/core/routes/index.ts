/** Framework-free route rules: the contract's route table interpreted into menus and router data. */
export * from './buildMenus';
export * from './filterRoutesForUser';
export * from './menuBreadcrumb';
export * from './menuEntry';
export * from './menuSearch';
export * from './permissionCheck';
export * from './registeredMenuFilter';
export * from './resolveRoutes';
export * from './roleFilter';
export * from './routePath';
export * from './selectRoutesByBackMenus';
export * from './subUserFilter';
