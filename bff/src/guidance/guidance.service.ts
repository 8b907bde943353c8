import type { GrammarPreviewMode, GrammarPreviewResult, GuidanceCare } from '@flow/contracts';
import type { Cache } from '../platform/cache';
import { now } from '../platform/clock';
import type { AiEngine } from '../platform/ai';
import type { Logger } from '../platform/logger';
import type { WallEvents } from '../platform/wall';
import type { GuidanceRepo, GuidedItem } from './guidance.repo';

export interface GuidanceOptions {
  /** How long one instance holds an item before another may take it over (crash recovery). */
  claimMs: number;
  /** How often to look for unanswered items (after a restart, or another instance's crash). */
  sweepMs: number;
  /** How far back unanswered items are still worth answering. */
  lookbackMs: number;
  /** Items answered at the same time by this instance. */
  concurrency: number;
}

export const GUIDANCE_DEFAULTS: GuidanceOptions = {
  claimMs: 120_000,
  sweepMs: 60_000,
  lookbackMs: 3 * 24 * 3600_000,
  concurrency: 2,
};

const SWEEP_BATCH = 200;

/**
 * Called once per answered item whose text showed distress (crisis, abuse), after the answer is
 * stored: the place to flag the item for a moderator's attention.
 */
export type DistressHandler = (event: { item: GuidedItem; id: string; care: GuidanceCare }) => Promise<void> | void;

interface Job {
  item: GuidedItem;
  id: string;
}

/**
 * Answers posts and prayer requests with scripture guidance, outside the request that created
 * them. Safe with several instances: an item is claimed through the shared cache (an atomic
 * counter whose first taker wins; it expires, so a crashed claimer's work is picked up again),
 * and the unique key on the answer tables is the last guard against a double answer.
 */
export class GuidanceService {
  private readonly queue: Job[] = [];
  private readonly queued = new Set<string>();
  private running = 0;
  private sweepTimer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private idleWaiters: Array<() => void> = [];
  private readonly distressHandlers: DistressHandler[] = [];

  constructor(
    private readonly repo: GuidanceRepo,
    private readonly engine: AiEngine,
    private readonly cache: Cache,
    private readonly events: WallEvents,
    private readonly logger: Logger,
    private readonly options: GuidanceOptions = GUIDANCE_DEFAULTS,
  ) {}

  /** Registers what to do when an answered text showed distress (app.ts: flag it for a moderator). */
  onDistress(handler: DistressHandler): void {
    this.distressHandlers.push(handler);
  }

  enqueuePost(id: string): void {
    this.enqueue({ item: 'post', id });
  }

  enqueuePrayerRequest(id: string): void {
    this.enqueue({ item: 'prayer_request', id });
  }

  /** Grammar preview (spec 000 §4) and the composer's AI preview (`enhance`). */
  grammar(content: string, mode: GrammarPreviewMode): Promise<GrammarPreviewResult> {
    return this.engine.grammar(content, mode);
  }

  /** Finds unanswered work now, then every `sweepMs`. */
  start(): void {
    if (this.sweepTimer || this.stopped) return;
    void this.sweep();
    this.sweepTimer = setInterval(() => void this.sweep(), this.options.sweepMs);
    this.sweepTimer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = null;
    this.queue.length = 0;
    this.queued.clear();
  }

  /** Resolves when nothing is queued or running (tests, graceful shutdown). */
  idle(): Promise<void> {
    if (!this.running && !this.queue.length) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async sweep(): Promise<number> {
    const since = new Date(Date.now() - this.options.lookbackMs);
    let found = 0;
    for (const item of ['post', 'prayer_request'] as const) {
      try {
        const ids = await this.repo.unanswered(item, since, SWEEP_BATCH);
        for (const id of ids) this.enqueue({ item, id });
        found += ids.length;
      } catch (err) {
        if (!this.stopped) this.logger.warn({ err: String(err), item }, 'could not look for unanswered items');
      }
    }
    return found;
  }

  private enqueue(job: Job): void {
    const key = `${job.item}:${job.id}`;
    if (this.stopped || this.queued.has(key)) return;
    this.queued.add(key);
    this.queue.push(job);
    this.pump();
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.queue.length) {
      const job = this.queue.shift()!;
      this.running++;
      void this.process(job).finally(() => {
        this.running--;
        this.queued.delete(`${job.item}:${job.id}`);
        this.pump();
        if (!this.running && !this.queue.length) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          for (const resolve of waiters) resolve();
        }
      });
    }
  }

  /** A failing handler is logged; the answer is stored either way. */
  private async distressed(job: Job, care: GuidanceCare): Promise<void> {
    for (const handler of this.distressHandlers) {
      try {
        await handler({ item: job.item, id: job.id, care });
      } catch (err) {
        this.logger.error({ err, item: job.item, id: job.id, care }, 'distress handler failed');
      }
    }
  }

  /** true when this call stored the answer. */
  async process(job: Job): Promise<boolean> {
    const claimKey = `guidance:claim:${job.item}:${job.id}`;
    try {
      if (await this.repo.hasAnswer(job.item, job.id)) return false;
      // Read before claiming: an item not on view (held for review) must not take a claim that
      // would keep it unanswered for minutes after a moderator releases it.
      const content = await this.repo.contentOf(job.item, job.id);
      if (content === null || this.stopped) return false;
      if ((await this.cache.incr(claimKey, this.options.claimMs)) !== 1) return false;
      const answer = await this.engine.guidance({ text: content, kind: job.item });
      if (this.stopped) return false;
      const saved = await this.repo.saveAnswer(job.item, job.id, answer, now());
      if (saved) {
        this.events.publish({ type: 'ai_response_ready', itemType: job.item, id: job.id });
        this.logger.debug({ item: job.item, id: job.id, engine: answer.engine, theme: answer.theme }, 'guidance stored');
        if (answer.care) await this.distressed(job, answer.care);
      }
      return saved;
    } catch (err) {
      // The claim is left to expire, so the next sweep (here or elsewhere) tries again.
      if (!this.stopped) this.logger.error({ err, item: job.item, id: job.id }, 'could not answer with guidance');
      return false;
    }
  }
}
