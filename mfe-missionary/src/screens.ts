import type { RemoteScreens } from '@flow/store';
import { lazy } from 'react';

/**
 * The missionary screens built so far, by the path they answer (see shell/src/routes.ts for the
 * paths this remote owns). Paths without a screen here show Page Not Found.
 */
export const screens: RemoteScreens = {
  '/missionaries': lazy(() => import('./war-room/WarRoomScreen')),
  '/missionary-dashboard': lazy(() => import('./dashboard/MissionaryDashboardScreen')),
};
