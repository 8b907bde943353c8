let last = 0;

/**
 * Current time, strictly increasing within this process. Lists are ordered by `created_at`
 * (millisecond precision); two posts made in the same millisecond would otherwise tie and come
 * back in an arbitrary order.
 */
export function now(): Date {
  const t = Math.max(Date.now(), last + 1);
  last = t;
  return new Date(t);
}
