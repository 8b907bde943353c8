import type { RemoteScreens } from '@flow/store';
import { lazy } from 'react';

/** The billing screens, by the path they answer (see shell/src/routes.ts for the paths this remote owns). */
export const screens: RemoteScreens = {
  '/user-dashboard': lazy(() => import('./screens/UserDashboard')),
  '/sign-in': lazy(() => import('./signin/SignIn')),
  '/subscribe': lazy(() => import('./subscribe/SubscribePage')),
  '/connect-missionary': lazy(() => import('./connect/ConnectPage')),
  '/checkout/sandbox': lazy(() => import('./sandbox/SandboxCheckoutScreen')),
  '/checkout/sandbox/portal': lazy(() => import('./sandbox/SandboxPortalScreen')),
  '/checkout/sandbox/paypal': lazy(() => import('./sandbox/SandboxPayPalScreen')),
  '/checkout/paypal/return': lazy(() => import('./sandbox/PayPalReturnScreen')),
};
