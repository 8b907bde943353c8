export * from './errors';
export * from './client';
export * from './swr';
