export * from './toasts';
export * from './identity';
export * from './hooks';
export * from './remote';
