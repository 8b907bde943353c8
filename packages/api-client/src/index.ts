// First: before @flow/contracts builds its schemas (see jitless.ts).
import './jitless';
export * from './errors';
export * from './client';
export * from './swr';
export * from './chat';
export * from './translation';
