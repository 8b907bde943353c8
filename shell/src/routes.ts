import type { RemoteName } from '@flow/contracts';

/**
 * The route table of spec 000 §2 and the remote that owns each path. The owner decides which
 * of its paths have a screen (its `./screens` module); every other path is Page Not Found.
 */
export const routeOwners: Record<string, RemoteName> = {
  '/': 'community',
  '/about': 'content',
  '/missionaries': 'missionary',
  '/charities': 'content',
  '/daily-verse': 'content',
  '/daily-verse-detailed': 'content',
  '/notification-settings': 'content',
  '/logo-demo': 'content',
  '/marketing': 'content',
  '/join-mission': 'missionary',
  '/missionary-dashboard': 'missionary',
  '/user-dashboard': 'billing',
  '/connect-missionary': 'billing',
  '/subscribe': 'billing',
  // Not in the spec's table: where the embedded e-mail sign-in link lands (and its form).
  '/sign-in': 'billing',
  // Issue 13: the payments sandbox's checkout and portal (test mode, no provider configured).
  '/checkout/sandbox': 'billing',
  '/checkout/sandbox/portal': 'billing',
  // The local PayPal approval page (test mode), and where PayPal sends a donor back.
  '/checkout/sandbox/paypal': 'billing',
  '/checkout/paypal/return': 'billing',
  // Issue 10: the moderators' queue.
  '/moderation': 'community',
};

/** Trailing slashes and letter case do not make a different page. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function ownerOf(pathname: string): RemoteName | undefined {
  return routeOwners[normalisePath(pathname)];
}
