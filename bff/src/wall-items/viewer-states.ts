/**
 * What is a viewer's own on the walls: every item they gave a heart (`type:id`) and every item
 * they prayed for on the wall's current day (`type:id`).
 */
export interface ViewerFacts {
  liked: ReadonlySet<string>;
  prayed: ReadonlySet<string>;
}

/** The viewer's rows, or null when they have more than `limit` (too many to keep). */
export type ViewerFactsLoader = (limit: number) => Promise<{ liked: string[]; prayed: string[] } | null>;

export interface ViewerStatesOptions {
  /** Bounds how long a lost change (Redis unreachable) can go unseen on another instance. */
  ttlMs: number;
  /** Identities are free to make: the number of viewers kept is bounded, oldest used dropped first. */
  maxEntries: number;
  /** Bounds the memory of all entries together (one fact is one heart or one prayer today). */
  maxFacts: number;
  /** A viewer with more facts than this is not kept; their pages are looked up item by item. */
  maxFactsPerViewer: number;
}

export const VIEWER_STATES_DEFAULTS: ViewerStatesOptions = {
  ttlMs: 30_000,
  maxEntries: 20_000,
  maxFacts: 200_000,
  maxFactsPerViewer: 500,
};

interface Entry {
  day: string;
  /** null: this viewer has too many facts to keep (remembered so the big lookup is not repeated). */
  facts: ViewerFacts | null;
  size: number;
  expiresAt: number;
}

/**
 * Each viewer's own facts, kept in this process, so a returning visitor's wall read needs no
 * database lookup. Whole-viewer facts rather than per page: pages are rebuilt on every wall
 * change, a viewer's facts change only with their own hearts and prayers.
 *
 * `forget(key)` runs on each of the viewer's own changes: synchronously on the instance that
 * wrote it, through the cache's pub/sub on the others (ViewerEvents). A new day (prayers are
 * per day of the wall's calendar) or the TTL also ends an entry. A load that started before a
 * change is not kept after it.
 */
export class ViewerStates {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, { day: string; promise: Promise<ViewerFacts | null> }>();
  private facts = 0;
  private readonly options: ViewerStatesOptions;

  constructor(
    options: Partial<ViewerStatesOptions> = {},
    private readonly clock: () => number = Date.now,
  ) {
    this.options = { ...VIEWER_STATES_DEFAULTS, ...options };
  }

  /** The viewer's facts for `day`; null when they are too many to keep (look the page up instead). */
  async get(key: string, day: string, load: ViewerFactsLoader): Promise<ViewerFacts | null> {
    const entry = this.entries.get(key);
    if (entry && entry.day === day && entry.expiresAt > this.clock()) {
      // Most recently used last, so the bound drops viewers who have not come back.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.facts;
    }
    const pending = this.building.get(key);
    if (pending && pending.day === day) return pending.promise;
    const promise = load(this.options.maxFactsPerViewer).then(
      (rows) => {
        const facts = rows && { liked: new Set(rows.liked), prayed: new Set(rows.prayed) };
        if (this.building.get(key)?.promise === promise) {
          this.building.delete(key);
          this.keep(key, day, facts, rows ? rows.liked.length + rows.prayed.length : 0);
        }
        return facts;
      },
      (err: unknown) => {
        if (this.building.get(key)?.promise === promise) this.building.delete(key);
        throw err;
      },
    );
    this.building.set(key, { day, promise });
    return promise;
  }

  forget(key: string): void {
    this.drop(key);
    // A load under way may predate the change: it answers its own callers but is not kept.
    this.building.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.building.clear();
    this.facts = 0;
  }

  /** Viewers kept and their facts in total (what the bounds apply to). */
  get usage(): { entries: number; facts: number } {
    return { entries: this.entries.size, facts: this.facts };
  }

  private keep(key: string, day: string, facts: ViewerFacts | null, count: number): void {
    this.drop(key);
    const size = count + 1;
    while (this.entries.size && (this.entries.size >= this.options.maxEntries || this.facts + size > this.options.maxFacts)) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
    this.entries.set(key, { day, facts, size, expiresAt: this.clock() + this.options.ttlMs });
    this.facts += size;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.facts -= entry.size;
  }
}
