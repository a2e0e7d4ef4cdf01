export * from './dialplan';
export * from './gateway';
export * from './generalVar';
export * from './mediaServer';
export * from './netFields';
export * from './remoteNode';
export * from './sipProfile';
export * from './switchFiles';
