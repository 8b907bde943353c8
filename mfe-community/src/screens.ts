import type { RemoteScreens } from '@flow/store';
import { lazy } from 'react';

/** The community screens built so far, by the path they answer. */
export const screens: RemoteScreens = {
  '/': lazy(() => import('./screens/Home')),
  '/moderation': lazy(() => import('./moderation/ModerationScreen')),
};
