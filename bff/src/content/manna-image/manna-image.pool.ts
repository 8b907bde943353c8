import path from 'node:path';
import { Piscina } from 'piscina';
import type { Logger } from '../../platform/logger';
import { ServiceUnavailableError } from '../../platform/http/errors';

export interface MannaImagePoolConfig {
  /** Render threads (resvg is CPU-bound; one is enough for a shareable image now and then). */
  threads: number;
  /** Images waiting for a thread; beyond it the request is answered 503 at once. */
  queue: number;
  /** Hard limit per image, waiting included. */
  timeoutMs: number;
}

export const MANNA_IMAGE_POOL_DEFAULTS: MannaImagePoolConfig = { threads: 1, queue: 4, timeoutMs: 10_000 };

export interface MannaImageWorkerData {
  fontsDir: string;
}

export type MannaImageTask = { svg: string } | { warm: true };

/** As grammarWorkerFile: the worker bundle beside dist/index.mjs, or the .ts sources through a tsx shim. */
export function mannaImageWorkerFile(bffDir: string): string {
  if (typeof __filename === 'string' && __filename.endsWith('.ts')) return path.join(path.dirname(__filename), 'manna-image.worker.js');
  return path.join(bffDir, 'dist', 'manna-image.worker.mjs');
}

export const BUSY_MESSAGE = 'Many images are being made right now. Please try again in a minute.';

/**
 * SVG → PNG in worker threads (the rule: nothing CPU-heavy on the event loop), with a cap on
 * waiting images and a time limit on each. Over either, the caller gets a clear 503.
 */
export class MannaImagePool {
  private pool: Piscina | null = null;
  private closed = false;
  private inFlight = 0;

  constructor(
    private readonly config: MannaImagePoolConfig,
    private readonly worker: { file: string; data: MannaImageWorkerData },
    private readonly logger: Logger,
  ) {}

  private ensure(): Piscina {
    if (this.pool) return this.pool;
    const pool = new Piscina({
      filename: this.worker.file,
      workerData: this.worker.data,
      minThreads: 0,
      maxThreads: this.config.threads,
      maxQueue: this.config.queue,
      // Threads are cheap to start and images are rare: do not keep one idle forever.
      idleTimeout: 60_000,
      niceIncrement: 10,
    });
    pool.on('error', (err: unknown) => this.logger.error({ err }, 'manna image worker failed'));
    this.pool = pool;
    return pool;
  }

  async render(svg: string): Promise<Buffer> {
    if (this.closed) throw new ServiceUnavailableError(BUSY_MESSAGE);
    if (this.inFlight >= this.config.threads + this.config.queue) {
      this.logger.warn({ inFlight: this.inFlight }, 'manna images saturated');
      throw new ServiceUnavailableError(BUSY_MESSAGE);
    }
    this.inFlight++;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.config.timeoutMs);
    try {
      const png = (await this.ensure().run({ svg } satisfies MannaImageTask, { signal: abort.signal })) as Uint8Array;
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    } catch (err) {
      if (abort.signal.aborted) this.logger.warn({ timeoutMs: this.config.timeoutMs }, 'manna image timed out; worker replaced');
      else this.logger.error({ err: String(err) }, 'manna image failed');
      throw new ServiceUnavailableError(BUSY_MESSAGE);
    } finally {
      clearTimeout(timer);
      this.inFlight--;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = null;
    if (pool) await pool.destroy();
  }
}
