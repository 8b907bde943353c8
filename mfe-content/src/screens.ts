import type { RemoteScreens } from '@flow/store';

/**
 * The content screens built so far, by the path they answer (see shell/src/routes.ts for the
 * paths this remote owns). None is built yet, so its paths show Page Not Found.
 */
export const screens: RemoteScreens = {};
