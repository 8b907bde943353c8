/**
 * The public part of a wall page (what anyone sees, already serialised), kept in this process.
 *
 * Every write that changes a wall publishes a wall event; `clear()` runs on each of them, on this
 * instance synchronously (the writer's next read is fresh at once) and on every other instance
 * through the cache's pub/sub (memory or Redis). `ttlMs` bounds how stale a page can be if an
 * event is lost (Redis unreachable): the issue allows a second for everyone but the author.
 *
 * Why this process and not the shared Cache: a wall page is tens of KiB; reading it from Redis
 * on every request costs more than building it is worth saving, and each instance rebuilding a
 * page once per change is cheap. Concurrent misses of one key share one build.
 */
export class PageCache<P> {
  private readonly entries = new Map<string, { value: P; expiresAt: number }>();
  private readonly building = new Map<string, Promise<P>>();
  /** Bumped by clear(): a build that started before a change must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 200,
  ) {}

  async get(key: string, build: () => Promise<P>): Promise<P> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = build().then(
      (value) => {
        if (this.building.get(key) === promise) this.building.delete(key);
        if (generation === this.generation) this.keep(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.building.get(key) === promise) this.building.delete(key);
        throw err;
      },
    );
    this.building.set(key, promise);
    return promise;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    // Readers arriving after a change must not join a build that may predate it.
    this.building.clear();
  }

  private keep(key: string, value: P): void {
    this.entries.delete(key);
    // Cursors come from clients: bound the number of pages kept, dropping the oldest first.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }
}
