import { EventEmitter } from 'node:events';
import type { Cache } from './cache';

interface Entry {
  value: string;
  expiresAt: number | null;
}

export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, Entry>();
  private readonly bus = new EventEmitter().setMaxListeners(0);
  private readonly sweeper: NodeJS.Timeout;

  /**
   * `maxEntries` bounds the process's memory whatever visitors make it keep (a translation per
   * text, a used puzzle per solution): past it the entries written longest ago go first, as an
   * LRU store like Redis with a memory limit would do.
   */
  constructor(
    sweepIntervalMs = 60_000,
    private readonly maxEntries = 100_000,
  ) {
    // Expired keys are also dropped on read; the sweep only bounds memory for keys never read again.
    this.sweeper = setInterval(() => this.sweep(), sweepIntervalMs).unref();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private write(key: string, entry: Entry): void {
    // Deleted first so a rewritten key counts as the newest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  private sweep(): void {
    for (const key of this.entries.keys()) this.live(key);
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlMs?: number): Promise<void> {
    this.write(key, { value, expiresAt: ttlMs ? Date.now() + ttlMs : null });
  }

  async del(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) || 0 : 0) + 1;
    this.write(key, { value: String(next), expiresAt: entry ? entry.expiresAt : Date.now() + ttlMs });
    return next;
  }

  async publish(channel: string, message: string): Promise<void> {
    // Deliver asynchronously, as Redis does, so publishers never run subscriber code inline.
    setImmediate(() => this.bus.emit(channel, message));
  }

  async subscribe(channel: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    this.bus.on(channel, handler);
    return async () => {
      this.bus.off(channel, handler);
    };
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.bus.removeAllListeners();
    this.entries.clear();
  }
}
