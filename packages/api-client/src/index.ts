export * from './errors';
export * from './client';
export * from './swr';
export * from './chat';
export * from './translation';
