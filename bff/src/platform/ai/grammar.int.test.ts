import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GrammarPreviewResult } from '@flow/contracts';
import { createApp } from '../../app';
import { startHarness, type Agent, type Harness } from '../../test/harness';

// The worst cases of issue 9: one endless "word", and a text made only of misspellings.
const ONE_LETTER = 'a'.repeat(1999);
const BASES = 'pray help hope love life work home hard fear pain sick lost tired night heart world peace money child faith ' +
  'grace mercy sleep stress worry alone bless cried dream grief';
const typos = (word: string) =>
  [...word].flatMap((_, i) => [
    word.slice(0, i) + word[i] + word.slice(i), // a doubled letter
    word.slice(0, i) + word.slice(i + 1), // a missed one
    i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : '', // two swapped
  ]);
// Opened with a few English words, so that the English dictionary is the one asked.
const MISSPELT = ['please pray for my', ...[...new Set(BASES.split(' ').flatMap(typos))].filter((w) => w.length > 2).slice(0, 296)].join(' ');

let h: Harness;
let alice: Agent;

beforeAll(async () => {
  h = await startHarness({
    env: {
      FLOW_RATE_LIMIT_GRAMMAR: '10000/60',
      FLOW_SPELLING_LANGUAGES: 'en',
      // Generous, so that on a busy machine the assertions below do not depend on scheduling:
      // the caps, not the clock, are what bound the work here.
      FLOW_GRAMMAR_BUDGET_MS: '10000',
      FLOW_GRAMMAR_TIMEOUT_MS: '30000',
    },
  });
  ({ agent: alice } = await h.identified());
});
afterAll(() => h.close());

const preview = async (content: string) => {
  const res = await alice.post('/api/prayer-requests/grammar-preview').set('Content-Type', 'application/json').send({ content });
  expect(res.status).toBe(200);
  return GrammarPreviewResult.parse(res.body);
};

describe('grammar preview under worst-case input', () => {
  it('has worst cases the endpoint accepts', () => {
    expect(MISSPELT.split(' ')).toHaveLength(300);
    expect(MISSPELT.length).toBeLessThan(2000);
  });

  it('still corrects an ordinary text', async () => {
    expect((await preview('i beleive my freind will come tomorow')).corrected).toBe('I believe my friend will come tomorrow.');
  });

  it('keeps the event loop free while worst-case previews run, and other requests are answered meanwhile', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let previewsDone = 0;
    const previews = [MISSPELT, ONE_LETTER, MISSPELT, ONE_LETTER].map((text) =>
      preview(text).then((result) => {
        previewsDone++;
        return result;
      }),
    );
    // Health checks go on being answered while the previews are in flight.
    let healthAnswered = 0;
    while (previewsDone < previews.length) {
      const res = await h.agent().get('/healthz');
      expect(res.status).toBe(200);
      healthAnswered++;
    }
    const [misspelt, long] = await Promise.all(previews);
    delay.disable();

    expect(healthAnswered).toBeGreaterThan(0);
    // Before the pool, a single preview held the event loop for about 52 s; now the main thread
    // only parses and answers. The bound is loose on purpose: it is about blocking, not speed.
    expect(delay.max / 1e6).toBeLessThan(2000);

    // A word longer than the limit is left as written; the rest of the check still runs.
    expect(long.corrected).toBe(`A${'a'.repeat(1998)}.`);
    expect(misspelt.original).toBe(MISSPELT);
    const words = misspelt.corrected.split(' ');
    expect(words).toHaveLength(300);
    // Spelling did run (within its caps): some of the misspellings were corrected.
    expect(words.filter((word, i) => word.toLowerCase().replace(/\.$/, '') !== MISSPELT.split(' ')[i]).length).toBeGreaterThan(1);
  });
});

describe('grammar threads and the server', () => {
  it('stop when the server closes', async () => {
    const { server, services } = createApp({ config: h.config, db: h.db, cache: h.cache, logger: h.logger }, { server: true });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    expect((await services.guidance.grammar('i beleive you', 'grammar')).corrected).toBe('I believe you.');
    await new Promise((resolve) => server!.close(resolve));
    // Closed with the server: nothing is left running, and a late call gets no suggestions.
    expect(await services.guidance.grammar('i beleive you', 'grammar')).toEqual({
      original: 'i beleive you',
      corrected: 'i beleive you',
      hasChanges: false,
    });
  });
});
