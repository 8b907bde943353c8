/**
 * Delay before reconnect attempt `attempt` (0-based): doubling from `base` up to `max`, with
 * "full jitter" so a server restart is not met by every client in the same millisecond.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random, base = 500, max = 15_000): number {
  const ceiling = Math.min(max, base * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
