export * from './merge';
export * from './backoff';
export * from './socket';
