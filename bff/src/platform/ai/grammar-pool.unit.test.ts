/** @jest-environment node */
import path from 'node:path';
import { createLogger } from '../logger';
import { GRAMMAR_POOL_DEFAULTS, GrammarPool, grammarWorkerFile, type GrammarPoolConfig } from './grammar-pool';

jest.setTimeout(60_000);

const bffDir = path.resolve(__dirname, '../../..');
const logger = createLogger('silent');
// A made-up word nspell needs seconds to find suggestions for once it may be this long.
const RUNAWAY = Array.from({ length: 200 }, (_, i) => 'qwrtzpsdfghjklxcvbnm'[(i * 7) % 20]).join('');

const pools: GrammarPool[] = [];
function pool(config: Partial<GrammarPoolConfig> = {}, file = grammarWorkerFile(bffDir)): GrammarPool {
  const created = new GrammarPool(
    { ...GRAMMAR_POOL_DEFAULTS, ...config },
    {
      file,
      data: {
        resolveFrom: path.join(bffDir, 'package.json'),
        languages: ['en'],
        limits: { maxWordLength: config.maxWordLength ?? 30, maxSuggestions: config.maxSuggestions ?? 40 },
      },
    },
    logger,
  );
  pools.push(created);
  return created;
}
afterAll(() => Promise.all(pools.map((p) => p.close())));

async function until(probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('grammar worker pool', () => {
  it('corrects in a worker thread exactly like the checker itself', async () => {
    const grammar = pool();
    expect(await grammar.start()).toBe(true);
    expect(grammar.threads).toBe(1);
    expect(await grammar.correct('i beleive my freind will come tomorow', 'grammar')).toEqual({
      original: 'i beleive my freind will come tomorow',
      corrected: 'I believe my friend will come tomorrow.',
      hasChanges: true,
    });
    expect((await grammar.correct('email me at sam@example.org', 'enhance')).corrected).toBe('Email me at [removed for privacy].');
  });

  it('answers without suggestions at once when every thread and queue place is taken', async () => {
    const grammar = pool({ threads: 1, queue: 0, budgetMs: 30_000, timeoutMs: 40_000, maxWordLength: 1000 });
    expect(await grammar.start()).toBe(true);
    const order: string[] = [];
    const busy = grammar.correct(RUNAWAY, 'grammar').then((r) => (order.push('busy'), r));
    const turnedAway = await grammar.correct('i beleive you', 'grammar');
    order.push('turned away');
    expect(turnedAway).toEqual({ original: 'i beleive you', corrected: 'i beleive you', hasChanges: false });
    // Closing abandons the runaway check; its caller still gets an answer.
    await grammar.close();
    expect((await busy).hasChanges).toBe(false);
    expect(order).toEqual(['turned away', 'busy']);
    expect(grammar.threads).toBe(0);
  });

  it('abandons a check past the hard limit, terminating its thread, and recovers', async () => {
    const grammar = pool({ threads: 1, budgetMs: 10_000, timeoutMs: 400, maxWordLength: 1000 });
    expect(await grammar.start()).toBe(true);
    const warn = jest.spyOn(logger, 'warn');
    const started = Date.now();
    expect(await grammar.correct(RUNAWAY, 'grammar')).toEqual({ original: RUNAWAY, corrected: RUNAWAY, hasChanges: false });
    // Answered at the hard limit, not when the look-up would have finished (many seconds later).
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ timeoutMs: 400 }), 'grammar check timed out; worker replaced');
    warn.mockRestore();
    // A fresh thread replaces the terminated one and checks work again.
    await until(async () => (await grammar.correct('i beleive you', 'grammar')).corrected === 'I believe you.');
    expect(grammar.threads).toBe(1);
  });

  it('gives up on a long wait for a thread at no cost, and limits a running check by its own run time', async () => {
    const grammar = pool({ threads: 1, queue: 4, budgetMs: 100, timeoutMs: 3000 }, path.join(__dirname, '__fixtures__/sleep.worker.js'));
    expect(await grammar.start()).toBe(true);
    const warn = jest.spyOn(logger, 'warn');
    const [first, second, third] = await Promise.all([
      grammar.correct('sleep:2000', 'grammar'),
      // Waits ~2 s, then runs 2 s: 4 s in all, yet each part is within the 3-s limit.
      grammar.correct('sleep:2000', 'grammar'),
      // Would wait ~4 s: answered at the limit, without touching the busy thread.
      grammar.correct('sleep:0', 'grammar'),
    ]);
    expect(first.corrected).toBe('SLEEP:2000');
    expect(second.corrected).toBe('SLEEP:2000');
    expect(third).toEqual({ original: 'sleep:0', corrected: 'sleep:0', hasChanges: false });
    const messages = warn.mock.calls.map((call) => call[1]);
    expect(messages).toContain('grammar check waited too long; answering without suggestions');
    expect(messages).not.toContain('grammar check timed out; worker replaced');
    warn.mockRestore();
  });

  it('answers without suggestions when the worker cannot start', async () => {
    const grammar = pool({}, path.join(bffDir, 'dist', 'no-such-worker.mjs'));
    expect(await grammar.start()).toBe(false);
    expect(await grammar.correct('i beleive you', 'grammar')).toEqual({ original: 'i beleive you', corrected: 'i beleive you', hasChanges: false });
  });

  it('answers without suggestions once closed', async () => {
    const grammar = pool();
    await grammar.start();
    await grammar.close();
    expect(grammar.threads).toBe(0);
    expect((await grammar.correct('i beleive you', 'grammar')).hasChanges).toBe(false);
  });

  it('finds the built worker beside the bundle and the tsx shim beside the sources', () => {
    // Under jest this module is the .ts source.
    expect(grammarWorkerFile(bffDir)).toBe(path.join(__dirname, 'grammar.worker.js'));
  });
});
