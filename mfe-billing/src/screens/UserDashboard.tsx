import { useUserStatus } from '@flow/store';
import { lazy, Suspense } from 'react';
import { SignInRequired } from '../dashboard/SignInRequired';
import { DashboardLoading } from './DashboardLoading';

const SignedInDashboard = lazy(() => import('./SignedInDashboard'));

/**
 * /user-dashboard (spec 001 §2). A visitor who is not signed in gets the sign-in card at once (the
 * server draws the same card before any script runs); the dashboard itself, with the contracts
 * and zod it needs, loads only for someone who may be signed in.
 */
export default function UserDashboard() {
  const status = useUserStatus();
  if (status === 'signed-out') return <SignInRequired />;
  return (
    <Suspense fallback={<DashboardLoading />}>
      <SignedInDashboard />
    </Suspense>
  );
}
