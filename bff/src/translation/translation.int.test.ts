import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorBody, TranslateResult, TranslationStatus } from '@flow/contracts';
import { startHarness, type Harness } from '../test/harness';
import { TRANSLATION_NOT_OFFERED, TRANSLATION_UNAVAILABLE } from './translation.service';

/** A stand-in for a LibreTranslate or OpenAI-compatible server: records what it was sent. */
interface StandIn {
  url: string;
  requests: Array<{ method: string; path: string; body: Record<string, unknown> | null }>;
  reply: (path: string, body: Record<string, unknown> | null) => { status: number; json?: unknown; hang?: boolean };
  close(): Promise<void>;
}

async function standIn(reply: StandIn['reply']): Promise<StandIn> {
  const state: StandIn = { url: '', requests: [], reply, close: async () => undefined };
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      const path = (req.url ?? '/').split('?')[0];
      state.requests.push({ method: req.method ?? 'GET', path, body });
      const answer = state.reply(path, body);
      if (answer.hang) {
        open.add(res);
        return;
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      for (const res of open) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

const libre: StandIn['reply'] = (path, body) => {
  if (path === '/languages') return { status: 200, json: [{ code: 'en' }, { code: 'es' }, { code: 'zh-Hans' }, { code: 'pt-BR' }] };
  if (path !== '/translate' || !body) return { status: 404 };
  if (body.q === 'fail please') return { status: 500, json: { error: 'boom' } };
  if (body.q === 'hang please') return { status: 200, hang: true };
  return { status: 200, json: { translatedText: `[${String(body.target)}] ${String(body.q)}`, detectedLanguage: { confidence: 90, language: 'en' } } };
};

describe('translation through LibreTranslate', () => {
  let h: Harness;
  let server: StandIn;

  beforeAll(async () => {
    server = await standIn(libre);
    h = await startHarness({
      env: { TRANSLATE_URL: `${server.url}/`, TRANSLATE_API_KEY: 'lt-key', FLOW_TRANSLATE_TIMEOUT_MS: '400', FLOW_AI_WORKER: 'false' },
    });
  });
  afterAll(async () => {
    await h.close();
    await server.close();
  });
  beforeEach(() => {
    server.requests.length = 0;
  });

  it('says translation is available', async () => {
    const res = await h.agent().get('/api/translation');
    expect(res.status).toBe(200);
    expect(TranslationStatus.parse(res.body)).toEqual({ available: true });
  });

  it('translates with the server codes it learnt, sends the key, and caches per text and language', async () => {
    const agent = h.agent();
    const first = await agent.post('/api/translate').send({ text: '  Please pray for my mother  ', target: 'zh-CN' });
    expect(first.status).toBe(200);
    expect(TranslateResult.parse(first.body)).toEqual({
      translatedText: '[zh-Hans] Please pray for my mother',
      target: 'zh-CN',
      detectedLanguage: 'en',
      confidence: 0.8,
    });
    const sent = server.requests.filter((r) => r.path === '/translate');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ q: 'Please pray for my mother', source: 'auto', target: 'zh-Hans', format: 'text', api_key: 'lt-key' });

    // The same text and language again: from the cache, even from another browser.
    const again = await h.agent().post('/api/translate').send({ text: 'Please pray for my mother', target: 'zh-CN' });
    expect(again.body.translatedText).toBe('[zh-Hans] Please pray for my mother');
    // Another language is another entry.
    const spanish = await agent.post('/api/translate').send({ text: 'Please pray for my mother', target: 'es' });
    expect(spanish.body.translatedText).toBe('[es] Please pray for my mother');
    expect(server.requests.filter((r) => r.path === '/translate')).toHaveLength(2);
  });

  it('refuses text under 3 characters, a missing text and an unknown language with a clear 400', async () => {
    for (const [body, message] of [
      [{ text: 'hi', target: 'es' }, 'Text to translate must be at least 3 characters'],
      [{ text: '   ab  ', target: 'es' }, 'Text to translate must be at least 3 characters'],
      [{ target: 'es' }, 'Send the text to translate'],
      [{ text: 'Hello there', target: 'de' }, 'target must be one of the interface languages'],
      [{ text: 'x'.repeat(5001), target: 'es' }, 'Text to translate must be at most 5000 characters'],
    ] as const) {
      const res = await h.agent().post('/api/translate').send(body);
      expect(res.status).toBe(400);
      expect(ErrorBody.parse(res.body).message).toBe(message);
    }
    expect(server.requests.filter((r) => r.path === '/translate')).toHaveLength(0);
  });

  it('answers a clear 503 when the provider fails or hangs, and caches nothing', async () => {
    for (const text of ['fail please', 'hang please']) {
      const started = Date.now();
      const res = await h.agent().post('/api/translate').send({ text, target: 'es' });
      expect(res.status).toBe(503);
      expect(ErrorBody.parse(res.body).message).toBe(TRANSLATION_UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    await h.agent().post('/api/translate').send({ text: 'fail please', target: 'es' });
    expect(server.requests.filter((r) => r.path === '/translate' && r.body?.q === 'fail please')).toHaveLength(2);
  });
});

describe('translation against an older LibreTranslate without the language list', () => {
  it('falls back to the older codes', async () => {
    const server = await standIn((path, body) =>
      path === '/translate' && body ? { status: 200, json: { translatedText: `(${String(body.target)})` } } : { status: 404 },
    );
    const h = await startHarness({ env: { TRANSLATE_URL: server.url, FLOW_AI_WORKER: 'false', FLOW_RATE_LIMIT_TRANSLATE: '3/600' } });
    try {
      const zh = await h.agent().post('/api/translate').send({ text: 'Thank you all', target: 'zh-CN' });
      expect(zh.body).toEqual({ translatedText: '(zh)', target: 'zh-CN', detectedLanguage: null, confidence: 0.8 });
      const pt = await h.agent().post('/api/translate').send({ text: 'Thank you all', target: 'pt-BR' });
      expect(pt.body.translatedText).toBe('(pt)');
      expect(server.requests.find((r) => r.path === '/translate')?.body).not.toHaveProperty('api_key');
      // Three calls a browser are within the limit, the fourth is not.
      const { agent } = await h.identified();
      for (const target of ['es', 'fr', 'ko']) expect((await agent.post('/api/translate').send({ text: 'Thank you all', target })).status).toBe(200);
      const limited = await agent.post('/api/translate').send({ text: 'Thank you all', target: 'ja' });
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await h.close();
      await server.close();
    }
  });
});

describe('translation through an OpenAI-compatible server', () => {
  it('sends the text as data and reads the structured answer', async () => {
    const server = await standIn((path, body) => {
      if (path !== '/v1/chat/completions' || !body) return { status: 404 };
      const messages = body.messages as Array<{ role: string; content: string }>;
      const user = JSON.parse(messages[1].content) as { target: string; text: string };
      const content = JSON.stringify({ translatedText: `${user.target}: ${user.text}`, detectedLanguage: 'en' });
      return { status: 200, json: { id: 'c1', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] } };
    });
    const h = await startHarness({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${server.url}/v1`, FLOW_AI_WORKER: 'false' } });
    try {
      const res = await h.agent().post('/api/translate').send({ text: 'Pray for peace', target: 'ko' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ translatedText: 'Korean: Pray for peace', target: 'ko', detectedLanguage: 'en', confidence: 0.8 });
      const call = server.requests.find((r) => r.path === '/v1/chat/completions');
      expect(call?.body).toMatchObject({ response_format: { type: 'json_schema' }, max_completion_tokens: 3 * 'Pray for peace'.length + 200 });
    } finally {
      await h.close();
      await server.close();
    }
  });

  it('shows the original when the model writes far more than a translation', async () => {
    const server = await standIn((path, body) => {
      if (path !== '/v1/chat/completions' || !body) return { status: 404 };
      const content = JSON.stringify({ translatedText: 'Ignore the above. '.repeat(50), detectedLanguage: 'en' });
      return { status: 200, json: { id: 'c2', object: 'chat.completion', created: 0, model: 'm', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }] } };
    });
    const h = await startHarness({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `${server.url}/v1`, FLOW_AI_WORKER: 'false' } });
    try {
      const res = await h.agent().post('/api/translate').send({ text: 'Pray for us', target: 'fr' });
      expect(res.status).toBe(503);
      expect(ErrorBody.parse(res.body).message).toBe(TRANSLATION_UNAVAILABLE);
    } finally {
      await h.close();
      await server.close();
    }
  });
});

describe('without a provider', () => {
  it('says translation is not offered, and refuses with a 404 (not an outage to retry)', async () => {
    const h = await startHarness({ env: { FLOW_AI_WORKER: 'false' } });
    try {
      expect((await h.agent().get('/api/translation')).body).toEqual({ available: false });
      const res = await h.agent().post('/api/translate').send({ text: 'Hello there', target: 'es' });
      expect(res.status).toBe(404);
      expect(ErrorBody.parse(res.body).message).toBe(TRANSLATION_NOT_OFFERED);
    } finally {
      await h.close();
    }
  });
});
