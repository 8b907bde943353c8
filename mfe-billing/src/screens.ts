import type { RemoteScreens } from '@flow/store';
import { lazy } from 'react';

/**
 * The billing screens built so far, by the path they answer (see shell/src/routes.ts for the
 * paths this remote owns); /subscribe is not built yet and shows Page Not Found.
 */
export const screens: RemoteScreens = {
  '/user-dashboard': lazy(() => import('./screens/UserDashboard')),
  '/sign-in': lazy(() => import('./signin/SignIn')),
};
