/**
 * How many people prayed for each item, kept in this process for the items' authors (only they
 * see it). `forget` runs on every prayer: synchronously on the instance that recorded it, through
 * the cache's pub/sub on the others; the short TTL bounds a lost event (Redis unreachable) to the
 * second the issue allows for others' actions. Keys come from the wall pages (server ids), and
 * their number is bounded anyway.
 */
export class PrayerCounts {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();
  /** Bumped by forget(): counts read before a prayer must not be kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(itemType: string, ids: readonly string[], load: (ids: string[]) => Promise<Map<string, number>>): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const missing: string[] = [];
    const at = this.clock();
    for (const id of ids) {
      const entry = this.entries.get(`${itemType}:${id}`);
      if (entry && entry.expiresAt > at) counts.set(id, entry.count);
      else missing.push(id);
    }
    if (!missing.length) return counts;
    const generation = this.generation;
    const loaded = await load(missing);
    const keep = generation === this.generation;
    for (const id of missing) {
      const count = loaded.get(id) ?? 0;
      counts.set(id, count);
      if (keep) this.keep(`${itemType}:${id}`, count);
    }
    return counts;
  }

  forget(itemType: string, id: string): void {
    this.generation++;
    this.entries.delete(`${itemType}:${id}`);
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, count: number): void {
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { count, expiresAt: this.clock() + this.ttlMs });
  }
}
