export * from './toasts';
export * from './identity';
export * from './user';
export * from './hooks';
export * from './remote';
export * from './translation';
