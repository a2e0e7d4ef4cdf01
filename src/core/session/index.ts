/** The session: MobX root store with domain stores, coded against the ports (spec §3, §4). */
export * from './AppStore';
export * from './ErrorLogStore';
export * from './installErrorCapture';
export * from './LockStore';
export * from './mergeProjectConfig';
export * from './NoticeStore';
export * from './PermissionStore';
export * from './ports';
export * from './RootStore';
export * from './sessionEvents';
export * from './sessionHttpHooks';
export * from './sessionWatch';
export * from './systemClock';
export * from './TabStore';
export * from './tabEntry';
export * from './UserStore';
export * from './userInfoFromLogin';
