import { randomUUID } from 'node:crypto';
import { ErrorBody, GrammarPreviewResult, Post, WallEvent } from '@flow/contracts';
import { createApp } from '../app';
import { toDbDate } from '../platform/db/sql';
import { anonId, startHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let alice: Agent;

beforeAll(async () => {
  h = await startHarness({ env: { FLOW_RATE_LIMIT_GRAMMAR: '10000/60', FLOW_AI_WORKER: 'true' } });
  ({ agent: alice } = await h.identified());
});
afterAll(() => h.close());

const json = (agent: Agent, url: string, body: unknown) =>
  agent.post(url).set('Content-Type', 'application/json').send(JSON.stringify(body));

async function until<T>(probe: () => Promise<T | null | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function insertPost(content: string, createdAt = new Date()): Promise<string> {
  const id = randomUUID();
  await h.db('posts').insert({ id, content, anonymous_id: anonId(), created_at: toDbDate(createdAt), hearts: 0 });
  return id;
}

async function insertPrayerRequest(content: string): Promise<string> {
  const id = randomUUID();
  await h.db('prayer_requests').insert({ id, content, anonymous_id: anonId(), created_at: toDbDate(new Date()), hearts: 0 });
  return id;
}

describe('guidance for posts', () => {
  it('answers a new post in the background, announces it, and the card shows it', async () => {
    const events: WallEvent[] = [];
    const unsubscribe = await h.cache.subscribe('wall', (m) => events.push(WallEvent.parse(JSON.parse(m))));
    const res = await json(alice, '/api/posts', { content: 'I lost my job and I am scared we cannot pay the rent this month.' });
    expect(res.status).toBe(201);
    const { id } = Post.parse(res.body);

    const shown = await until(async () => Post.parse((await alice.get(`/api/posts/${id}`)).body).aiResponse);
    expect(shown.verse.length).toBeGreaterThan(10);
    expect(shown.reference).toMatch(/^[1-3]? ?[A-Z][a-z]+( of [A-Z][a-z]+)? \d+:\d+/);
    expect(['torah', 'bible']).toContain(shown.source);
    // The wall is public: the answer never quotes the person.
    expect(shown.guidance).not.toContain('I lost my job');
    expect(shown.guidance).toMatch(/work|job/i);
    await until(async () => events.find((e) => e.type === 'ai_response_ready' && e.id === id));
    expect(events).toContainEqual({ type: 'ai_response_ready', itemType: 'post', id });
    await unsubscribe();
  });

  it('writes at most one answer per post, whoever gets there first', async () => {
    const id = await insertPost('Please pray for my mother who is in hospital with cancer.');
    const job = { item: 'post' as const, id };
    const results = await Promise.all([h.services.guidance.process(job), h.services.guidance.process(job)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const rows = await h.db('ai_responses').where({ post_id: id });
    expect(rows).toHaveLength(1);
    expect(rows[0].guidance).toMatch(/healing|doctors|illness|appointment/i);
  });

  it('picks up a post left unanswered by a restart when a new instance starts', async () => {
    // As if the process died after saving the post and before answering it: no hook will run.
    const id = await insertPost('My husband passed away and the house is so quiet without him.', new Date(Date.now() - 60_000));
    expect(await h.db('ai_responses').where({ post_id: id }).first()).toBeUndefined();

    const restarted = createApp({ config: h.config, db: h.db, cache: h.cache, logger: h.logger }, { server: true });
    try {
      const row = await until(() => h.db('ai_responses').where({ post_id: id }).first());
      expect(row.reference).toBeTruthy();
      expect(row.guidance).toMatch(/grie|loss|lost|losing/i);
    } finally {
      restarted.server!.close();
      await restarted.wall!.close();
    }
  });
});

describe('distress', () => {
  it('answers a hopeless post with the crisis reply and tells the distress hook once', async () => {
    const seen: Array<{ item: string; id: string; care: string }> = [];
    h.services.guidance.onDistress((event) => {
      seen.push(event);
    });
    h.services.guidance.onDistress(() => {
      throw new Error('a broken handler must not lose the answer or stop the others');
    });
    const hopeless = await insertPost("I can't go on like this anymore, I want it all to stop.");
    const abuse = await insertPrayerRequest('My husband hits me when he drinks.');
    const ordinary = await insertPost('Please pray for my exam on Friday.');
    const jobs = [
      { item: 'post' as const, id: hopeless },
      { item: 'prayer_request' as const, id: abuse },
      { item: 'post' as const, id: ordinary },
    ];
    for (const job of jobs) await Promise.all([h.services.guidance.process(job), h.services.guidance.process(job)]);

    expect(seen.filter((e) => [hopeless, abuse, ordinary].includes(e.id))).toEqual([
      { item: 'post', id: hopeless, care: 'crisis' },
      { item: 'prayer_request', id: abuse, care: 'abuse' },
    ]);
    const crisis = await h.db('ai_responses').where({ post_id: hopeless }).first();
    expect(crisis.guidance).toMatch(/free/);
    expect(crisis.guidance).toMatch(/emergency number/);
    expect(crisis.guidance).not.toMatch(/go on like this/);
    const safety = await h.db('prayer_ai_responses').where({ prayer_request_id: abuse }).first();
    expect(safety.guidance).toMatch(/emergency number/);
    expect(safety.guidance).not.toMatch(/healing in your home/);
  });

  it('keeps the care an answer carries for its author alone, and asks a moderator to look', async () => {
    const res = await json(alice, '/api/posts', { content: 'Everyone would be better off without me. I want it all to stop.' });
    expect(res.status).toBe(201);
    const { id } = Post.parse(res.body);
    const mine = await until(async () => Post.parse((await alice.get(`/api/posts/${id}`)).body).aiResponse);
    expect(mine.care).toBe('crisis');
    // After a reload too: the care is stored with the answer, not only known when it arrives.
    expect(Post.parse((await alice.get(`/api/posts/${id}`)).body).aiResponse?.care).toBe('crisis');
    const { agent: bob } = await h.identified();
    const theirs = Post.parse((await bob.get(`/api/posts/${id}`)).body).aiResponse;
    expect(theirs?.guidance).toBe(mine.guidance);
    expect(theirs?.care).toBeNull();
    const flag = await until(() => h.db('moderation_flags').where({ item_type: 'post', item_id: id }).first());
    expect(flag.reason).toBe('distress');
    expect(flag.reviewed_at).toBeNull();
  });
});

describe('guidance for prayer requests', () => {
  it('answers prayer requests in prayer_ai_responses', async () => {
    const id = await insertPrayerRequest('Estoy muy preocupada por mi hija, no puedo dormir.');
    h.services.guidance.enqueuePrayerRequest(id);
    const row = await until(() => h.db('prayer_ai_responses').where({ prayer_request_id: id }).first());
    // Spanish writers get the Reina-Valera text and Spanish guidance.
    expect(row.guidance).toMatch(/ansiedad|la mente|resolverse/);
    expect(row.reference).toMatch(/^(Filipenses|1 Pedro|Mateo|Salmos|Juan|Isaías)/);
  });

  it('answers requests created through the API (the prayers hook)', async () => {
    const { agent } = await h.identified();
    const res = await json(agent, '/api/prayer-requests', { content: 'Please pray, I feel so lonely since I moved here.' });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    const row = await until(() => h.db('prayer_ai_responses').where({ prayer_request_id: id }).first());
    expect(row.guidance).toMatch(/alone|no one/);
  });
});

describe('POST /api/prayer-requests/grammar-preview', () => {
  const preview = async (body: unknown) => {
    const res = await json(alice, '/api/prayer-requests/grammar-preview', body);
    expect(res.status).toBe(200);
    return GrammarPreviewResult.parse(res.body);
  };

  it('corrects spelling, capitals, spacing and the final stop', async () => {
    const result = await preview({ content: 'please pray for my famly , i am so worried about tomorow' });
    expect(result).toEqual({
      original: 'please pray for my famly , i am so worried about tomorow',
      corrected: 'Please pray for my family, I am so worried about tomorrow.',
      hasChanges: true,
    });
  });

  it('says so when nothing needs changing', async () => {
    const text = 'Please pray for my family. I am worried about tomorrow.';
    expect(await preview({ content: text })).toEqual({ original: text, corrected: text, hasChanges: false });
    expect(await preview({ content: text, mode: 'enhance' })).toEqual({ original: text, corrected: text, hasChanges: false });
  });

  it('enhance keeps the post anonymous', async () => {
    const result = await preview({ content: 'Write to me at jo.smith@example.com or call 555-123-4567, I need help', mode: 'enhance' });
    expect(result.hasChanges).toBe(true);
    expect(result.corrected).not.toMatch(/jo\.smith|555/);
    expect(result.corrected).toContain('[removed for privacy]');
    // The plain grammar check leaves the details alone: it is the author's choice there.
    expect((await preview({ content: 'Write to me at jo.smith@example.com.' })).corrected).toContain('jo.smith@example.com');
  });

  it('refuses bad input with a clear 400 and needs the anonymous session', async () => {
    const cases: Array<[unknown, string]> = [
      [{ content: '   ' }, 'Text cannot be empty'],
      [{}, 'Text is required'],
      [{ content: 'x'.repeat(2001) }, 'Text must be at most 2000 characters'],
      [{ content: 'Hello', mode: 'shout' }, 'mode: Invalid option: expected one of "grammar"|"enhance"'],
    ];
    for (const [body, message] of cases) {
      const res = await json(alice, '/api/prayer-requests/grammar-preview', body);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message).toBe(message);
    }
    const anonymous = await json(h.agent(), '/api/prayer-requests/grammar-preview', { content: 'Hello' });
    expect(anonymous.status).toBe(401);
  });
});
