export * from './reference';
export * from './library';
export * from './daily';
