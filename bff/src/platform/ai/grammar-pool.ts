import path from 'node:path';
import type { GrammarPreviewMode, GrammarPreviewResult } from '@flow/contracts';
import { Piscina } from 'piscina';
import type { Logger } from '../logger';
import type { SpellingLimits } from './grammar';
import type { Language } from './language';

export interface GrammarPoolConfig {
  /** Worker threads; each holds its own copy of the dictionaries. */
  threads: number;
  /** Checks waiting for a thread; beyond it (plus one per thread) the answer is "no suggestions". */
  queue: number;
  /** Time for spelling suggestions per check, counted from when it is submitted (queue included). */
  budgetMs: number;
  /** Hard limit per check: past it the caller is answered at once and the work is abandoned. */
  timeoutMs: number;
  maxWordLength: number;
  maxSuggestions: number;
}

export const GRAMMAR_POOL_DEFAULTS: GrammarPoolConfig = {
  threads: 1,
  queue: 16,
  budgetMs: 500,
  timeoutMs: 3000,
  maxWordLength: 30,
  maxSuggestions: 40,
};

/** What the worker is started with (`workerData`). */
export interface GrammarWorkerData {
  resolveFrom: string;
  languages: Language[];
  limits: Partial<SpellingLimits>;
}

export type GrammarTask = { text: string; mode: GrammarPreviewMode; deadline: number } | { warm: true };

/**
 * The worker module for how this code is running. From the bundle (`bff/dist/index.mjs`) it is
 * the worker bundle tsup builds beside it. From TypeScript sources (tsx in development, jest)
 * `__filename` is this .ts file, and a worker thread starts without the parent's loaders, so a
 * small CommonJS shim registers tsx before loading `grammar.worker.ts`.
 */
export function grammarWorkerFile(bffDir: string): string {
  if (typeof __filename === 'string' && __filename.endsWith('.ts')) return path.join(path.dirname(__filename), 'grammar.worker.js');
  return path.join(bffDir, 'dist', 'grammar.worker.mjs');
}

const unchanged = (text: string): GrammarPreviewResult => ({ original: text, corrected: text, hasChanges: false });

/**
 * Spelling (and the rest of the offline grammar check) in worker threads, so that no text can
 * hold the event loop. A check that cannot start at once because too many are waiting, that
 * runs past its hard limit, or that meets a broken worker answers "no suggestions" (the text
 * unchanged) instead of making the person wait.
 */
export class GrammarPool {
  private pool: Piscina | null = null;
  private started: Promise<boolean> | null = null;
  private closed = false;
  private inFlight = 0;
  /** Tasks on a thread, and checks waiting for one (see acquire). */
  private running = 0;
  private readonly waiting: Array<(granted: boolean) => void> = [];

  constructor(
    private readonly config: GrammarPoolConfig,
    private readonly worker: { file: string; data: GrammarWorkerData },
    private readonly logger: Logger,
  ) {}

  /**
   * Starts the threads, which load the dictionaries as they start (seconds for Spanish). The
   * server calls it at boot; tests get it on first use. Resolves false if the worker cannot
   * start (e.g. the worker bundle is missing): checks then answer "no suggestions".
   */
  start(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    if (this.started) return this.started;
    const began = Date.now();
    const pool = new Piscina({
      filename: this.worker.file,
      workerData: this.worker.data,
      minThreads: this.config.threads,
      maxThreads: this.config.threads,
      // Our own queue (acquire) holds the waiting checks; piscina's only holds them while a
      // replacement thread loads its dictionaries.
      maxQueue: this.config.threads + this.config.queue,
      // Threads stay up: replacing one means loading its dictionaries again.
      idleTimeout: Infinity,
      // Below the event loop's priority (Linux, via piscina's optional @napi-rs/nice): on a small
      // machine a busy spelling thread then slows previews rather than every other request.
      niceIncrement: 10,
    });
    // Without a listener a worker that fails outside a task would crash the process.
    pool.on('error', (err: unknown) => this.logger.error({ err }, 'grammar worker failed'));
    this.pool = pool;
    this.started = pool.run({ warm: true } satisfies GrammarTask).then(
      () => {
        this.logger.info({ ms: Date.now() - began, languages: this.worker.data.languages, threads: this.config.threads }, 'spelling dictionaries loaded');
        return true;
      },
      (err: unknown) => {
        if (!this.closed) this.logger.error({ err, file: this.worker.file }, 'the grammar worker could not start; grammar checks answer unchanged');
        return false;
      },
    );
    return this.started;
  }

  async correct(text: string, mode: GrammarPreviewMode): Promise<GrammarPreviewResult> {
    if (this.closed) return unchanged(text);
    if (this.inFlight >= this.config.threads + this.config.queue) {
      this.logger.warn({ inFlight: this.inFlight }, 'grammar checks saturated; answering without suggestions');
      return unchanged(text);
    }
    this.inFlight++;
    try {
      if (!(await this.start())) return unchanged(text);
      // Spelling time counts from here, so checks that waited get less of it and a queue drains.
      const task: GrammarTask = { text, mode, deadline: Date.now() + this.config.budgetMs };
      if (!(await this.acquire())) return unchanged(text);
      try {
        return await this.run(task);
      } finally {
        this.release();
      }
    } finally {
      this.inFlight--;
    }
  }

  /**
   * A thread of our own for the task, waiting at most `timeoutMs`. The wait is kept here rather
   * than in piscina's queue so that the hard limit on a running task measures its run alone:
   * giving up on a wait costs nothing, while stopping a running task costs a thread and a reload
   * of its dictionaries.
   */
  private acquire(): Promise<boolean> {
    if (this.running < this.config.threads) {
      this.running++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const waiter = (granted: boolean) => {
        clearTimeout(timer);
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        if (granted) this.running++;
        resolve(granted);
      };
      const timer = setTimeout(() => {
        this.logger.warn({ timeoutMs: this.config.timeoutMs }, 'grammar check waited too long; answering without suggestions');
        waiter(false);
      }, this.config.timeoutMs);
      this.waiting.push(waiter);
    });
  }

  private release(): void {
    this.running--;
    if (this.waiting.length && !this.closed) this.waiting[0](true);
  }

  private async run(task: GrammarTask): Promise<GrammarPreviewResult> {
    const text = 'text' in task ? task.text : '';
    const pool = this.pool;
    if (!pool) return unchanged(text);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.config.timeoutMs);
    try {
      return (await pool.run(task, { signal: abort.signal })) as GrammarPreviewResult;
    } catch (err) {
      // Aborting a running task terminates its thread; piscina starts a fresh one.
      if (abort.signal.aborted) this.logger.warn({ timeoutMs: this.config.timeoutMs, length: text.length }, 'grammar check timed out; worker replaced');
      else if (!this.closed) this.logger.warn({ err: String(err) }, 'grammar check failed; answering without suggestions');
      return unchanged(text);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Live threads (tests and diagnostics). */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  /** Stops the threads; checks still waiting answer unchanged. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of [...this.waiting]) waiter(false);
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.destroy();
  }
}
