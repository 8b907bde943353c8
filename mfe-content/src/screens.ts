import type { RemoteScreens } from '@flow/store';
import { lazy } from 'react';

/** The content screens built so far, by the path they answer (shell/src/routes.ts owns the table). */
export const screens: RemoteScreens = {
  '/daily-verse': lazy(() => import('./manna/MannaScreen')),
  '/daily-verse-detailed': lazy(() => import('./verse/DailyBibleVerseScreen')),
  '/charities': lazy(() => import('./charities/CharitiesScreen')),
  '/about': lazy(() => import('./about/AboutScreen')),
  '/logo-demo': lazy(() => import('./brand/LogoShowcaseScreen')),
  '/marketing': lazy(() => import('./brand/MarketingScreen')),
  '/notification-settings': lazy(() => import('./notifications/NotificationSettingsScreen')),
};
