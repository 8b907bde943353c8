import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./screens`: the screens it has built, keyed by the route
 * path it owns. A path its owner has not built yet is simply absent, and the shell shows
 * Page Not Found — adding a screen needs no shell release.
 */
export type RemoteScreens = Record<string, ComponentType>;
