/**
 * Shared state between BFF instances: short-lived values, counters and pub/sub fan-out.
 * Memory when REDIS_URL is unset (one embedded process), Redis otherwise (scale-out).
 * Keys and channels are namespaced by the implementation's prefix.
 */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  /** ttlMs omitted: no expiry. */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Atomic increment; the TTL starts when the key is created and is not extended by later increments. */
  incr(key: string, ttlMs: number): Promise<number>;
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function unsubscribes. */
  subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
