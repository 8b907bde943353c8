export * from './limits';
export * from './errors';
export * from './common';
export * from './posts';
export * from './identity';
export * from './remotes';
export * from './endpoints';
export * from './events';
