export * from './reference';
export * from './library';
export * from './daily';
export * from './search-index';
