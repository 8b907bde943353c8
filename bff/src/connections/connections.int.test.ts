import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Account, AssignedPrayerRequestList, CONNECT_VOICE_MAX_BYTES, ErrorReason, PrayerConnection, PrayerHistory } from '@flow/contracts';
import { tempOutbox } from '../accounts/test/helpers';
import { monthKey } from '../billing/periods';
import { postJson as json, signedInVisitor } from '../moderation/test/factories';
import { signedInMissionary } from '../missionaries/test/helpers';
import { toDbDate } from '../platform/db/sql';
import { startHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let missionary: Awaited<ReturnType<typeof signedInMissionary>>;
let aiMissionaryId: string;

beforeAll(async () => {
  h = await startHarness({
    env: {
      FLOW_MAIL_OUTBOX_DIR: tempOutbox(),
      FLOW_DEV_OUTBOX: '1',
      FLOW_RATE_LIMIT_SIGNIN: '10000/60',
      FLOW_RATE_LIMIT_MISSIONARY_SIGNUP: '10000/60',
      FLOW_RATE_LIMIT_CONNECT: '10000/60',
      // Its own media folder, so the orphan check sees this run's recordings only.
      FLOW_MEDIA_DIR: mkdtempSync(path.join(os.tmpdir(), 'flow-connect-media-')),
    },
  });
  missionary = await signedInMissionary(h, { languages: ['hi'] });
  const ai = await h.db('missionaries').where({ is_ai: true }).first('id');
  aiMissionaryId = String(ai.id);
});
afterAll(() => h.close());

/** The start of a browser's MediaRecorder WebM: EBML header with DocType "webm", then a Segment. */
const WEBM_HEAD = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff', 'hex');
const webm = (size = 4096) => Buffer.concat([WEBM_HEAD, Buffer.alloc(Math.max(0, size - WEBM_HEAD.length), 7)]);

async function member(premium = true): Promise<{ agent: Agent; userId: string }> {
  const person = await signedInVisitor(h);
  if (premium) {
    await h.db('subscriptions').insert({
      id: randomUUID(),
      user_id: person.userId,
      tier: 'premium',
      status: 'active',
      current_period_end: '2099-01-01 00:00:00.000',
      updated_at: toDbDate(new Date()),
    });
  }
  return person;
}

function sendText(agent: Agent, content: string, missionaryId = missionary.id) {
  return agent
    .post('/api/prayer-connections')
    .set('Origin', h.url)
    .field('missionaryId', missionaryId)
    .field('messageType', 'text')
    .field('content', content);
}

function sendVoice(agent: Agent, bytes: Buffer, duration = 12) {
  return agent
    .post('/api/prayer-connections')
    .set('Origin', h.url)
    .field('missionaryId', missionary.id)
    .field('messageType', 'voice')
    .field('content', 'Voice message prayer request')
    .field('voiceDuration', String(duration))
    .attach('voiceRecording', bytes, { filename: 'prayer.webm', contentType: 'audio/webm' });
}

/** Every recording in the media store belongs to a request that was created. */
async function expectNoOrphanRecordings() {
  const dir = path.join(h.config.mediaDir, 'voice');
  const files = await fs.readdir(dir).catch(() => [] as string[]);
  const kept = new Set((await h.db('direct_prayer_requests').whereNotNull('voice_url').pluck('voice_url')).map(String));
  for (const file of files) expect(kept).toContain(`/media/voice/${file}`);
}

const me = async (agent: Agent) => Account.parse((await agent.get('/api/me')).body);
const rowsOf = async (userId: string) => h.db('direct_prayer_requests').where({ user_id: userId });
const pending = async () =>
  AssignedPrayerRequestList.parse((await missionary.agent.get(`/api/missionaries/${missionary.id}/prayer-requests`)).body);

describe('POST /api/prayer-connections', () => {
  it('asks to sign in first (401)', async () => {
    const { agent } = await h.identified();
    expect((await sendText(agent, 'Please pray for my mother.')).status).toBe(401);
  });

  it('refuses a free plan (403 premium_required), spending nothing', async () => {
    const { agent, userId } = await member(false);
    const res = await sendText(agent, 'Please pray for my mother.');
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe(ErrorReason.premiumRequired);
    expect(await rowsOf(userId)).toHaveLength(0);
    expect((await me(agent)).currentUsage).toBe(0);
  });

  it('creates a private text request: the missionary sees it, the history has it, one unit is spent', async () => {
    const { agent } = await member();
    const res = await sendText(agent, '  Please pray for my job interview on Monday.  ');
    expect(res.status).toBe(201);
    const created = PrayerConnection.parse(res.body);
    expect(created).toMatchObject({ missionaryId: missionary.id, status: 'pending', messageType: 'text' });
    expect(await me(agent)).toMatchObject({ currentUsage: 1, remaining: 7, weekRemaining: 1 });
    const item = (await pending()).find((r) => r.id === created.id);
    expect(item).toMatchObject({ content: 'Please pray for my job interview on Monday.', direct: { messageType: 'text', voiceUrl: null } });
    const history = PrayerHistory.parse((await agent.get('/api/my-prayer-history')).body);
    expect(history.items).toContainEqual(
      expect.objectContaining({ id: `direct:${created.id}`, type: 'prayer-request', content: 'Please pray for my job interview on Monday.' }),
    );
    // Never on the public wall.
    const wall = await h.agent().get('/api/prayer-requests');
    expect(JSON.stringify(wall.body)).not.toContain('job interview on Monday');
    await h.db('prayer_connections').where({ id: created.id }).delete();
  });

  it('the missionary answers it, and the answer reaches the sender\'s history', async () => {
    const { agent } = await member();
    const created = PrayerConnection.parse((await sendText(agent, 'Please pray for healing.')).body);
    const answer = await json(missionary.agent, `/api/missionaries/${missionary.id}/prayer-requests/${created.id}/responses`, {
      responseType: 'text',
      content: 'I prayed for your healing this morning.',
    });
    expect(answer.status).toBe(201);
    expect((await pending()).map((r) => r.id)).not.toContain(created.id);
    await h.services.accounts.invalidateHistory((await h.db('direct_prayer_requests').where({ id: created.id }).first('user_id')).user_id);
    const history = PrayerHistory.parse((await agent.get('/api/my-prayer-history')).body);
    expect(history.items).toContainEqual(
      expect.objectContaining({ type: 'missionary-response', content: 'I prayed for your healing this morning.' }),
    );
  });

  it('refuses more than 500 characters (400) and a blank text, spending nothing', async () => {
    const { agent, userId } = await member();
    const long = await sendText(agent, 'a'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.details[0].path).toBe('content');
    expect((await sendText(agent, '   ')).status).toBe(400);
    expect(await rowsOf(userId)).toHaveLength(0);
    expect((await me(agent)).currentUsage).toBe(0);
  });

  it('refuses an AI helper or an unknown missionary (400 missionary_unavailable)', async () => {
    const { agent } = await member();
    for (const id of [aiMissionaryId, randomUUID()]) {
      const res = await sendText(agent, 'Please pray for me.', id);
      expect(res.status).toBe(400);
      expect(res.body.reason).toBe(ErrorReason.missionaryUnavailable);
    }
    expect((await me(agent)).currentUsage).toBe(0);
  });

  it('refuses a multipart post without an Origin (CSRF) and anything but a multipart form (400)', async () => {
    const { agent } = await member();
    const bare = await agent.post('/api/prayer-connections').field('missionaryId', missionary.id).field('messageType', 'text').field('content', 'x');
    expect(bare.status).toBe(403);
    const asJson = await json(agent, '/api/prayer-connections', { missionaryId: missionary.id, messageType: 'text', content: 'x' });
    expect(asJson.status).toBe(400);
    expect(asJson.body.message).toBe('Send the request as a multipart form.');
  });
});

describe('voice requests', () => {
  it('stores a WebM recording, served only to its sender and its missionary', async () => {
    const { agent, userId } = await member();
    const bytes = webm(20_000);
    const res = await sendVoice(agent, bytes, 42);
    expect(res.status).toBe(201);
    const id = PrayerConnection.parse(res.body).id;
    const [row] = await rowsOf(userId);
    expect(row).toMatchObject({ message_type: 'voice', content: 'Voice message prayer request', voice_duration: 42 });
    const item = (await pending()).find((r) => r.id === id);
    expect(item?.direct).toEqual({ messageType: 'voice', voiceUrl: `/api/prayer-connections/${id}/voice`, voiceDuration: 42 });

    for (const who of [agent, missionary.agent]) {
      const heard = await who.get(`/api/prayer-connections/${id}/voice`).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
      expect(heard.status).toBe(200);
      expect(heard.headers['content-type']).toBe('audio/webm');
      expect(heard.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(heard.body as Buffer, bytes)).toBe(0);
    }
    const stranger = await member();
    expect((await stranger.agent.get(`/api/prayer-connections/${id}/voice`)).status).toBe(404);
    expect((await h.agent().get(`/api/prayer-connections/${id}/voice`)).status).toBe(401);
    // The file itself is not reachable through the public media path either.
    const file = String(row.voice_url);
    expect(file.startsWith('/media/voice/')).toBe(true);
    expect((await h.agent().get(file)).status).toBe(404);
    await h.db('prayer_connections').where({ id }).delete();
  });

  it('refuses a file that is not WebM by its content (415 voice_type), whatever its name says', async () => {
    const { agent, userId } = await member();
    const wav = Buffer.concat([Buffer.from('RIFF\x24\x08\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(4000)]);
    const res = await sendVoice(agent, wav);
    expect(res.status).toBe(415);
    expect(res.body.reason).toBe(ErrorReason.voiceType);
    // Matroska is EBML too, but not WebM.
    const mkv = Buffer.from(WEBM_HEAD.toString('latin1').replace('webm', 'mkvx'), 'latin1');
    expect((await sendVoice(agent, Buffer.concat([mkv, Buffer.alloc(1000)]))).status).toBe(415);
    expect(await rowsOf(userId)).toHaveLength(0);
    expect((await me(agent)).currentUsage).toBe(0);
  });

  it('refuses a recording over the size limit (413 voice_too_large), storing nothing', async () => {
    const { agent, userId } = await member();
    const res = await sendVoice(agent, webm(CONNECT_VOICE_MAX_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.reason).toBe(ErrorReason.voiceTooLarge);
    expect(await rowsOf(userId)).toHaveLength(0);
    await expectNoOrphanRecordings();
    expect((await me(agent)).currentUsage).toBe(0);
  });

  it('refuses a voice request without a recording or over 5 minutes (400)', async () => {
    const { agent } = await member();
    const none = await agent
      .post('/api/prayer-connections')
      .set('Origin', h.url)
      .field('missionaryId', missionary.id)
      .field('messageType', 'voice')
      .field('voiceDuration', '10');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Record a voice message with your prayer request.');
    expect((await sendVoice(agent, webm(), 301)).status).toBe(400);
    expect((await me(agent)).currentUsage).toBe(0);
  });
});

describe('the allowance', () => {
  it('refuses when the month is spent (403 quota_month_reached)', async () => {
    const { agent, userId } = await member();
    await h.db('usage').insert({ id: randomUUID(), user_id: userId, month: monthKey(new Date()), prayers_used: 8, created_at: toDbDate(new Date()), updated_at: toDbDate(new Date()) });
    const res = await sendText(agent, 'Please pray for me.');
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe(ErrorReason.quotaMonthReached);
    expect(await rowsOf(userId)).toHaveLength(0);
  });

  it('refuses the third request of a week (403 quota_week_reached)', async () => {
    const { agent, userId } = await member();
    expect((await sendText(agent, 'First.')).status).toBe(201);
    expect((await sendText(agent, 'Second.')).status).toBe(201);
    const third = await sendText(agent, 'Third.');
    expect(third.status).toBe(403);
    expect(third.body.reason).toBe(ErrorReason.quotaWeekReached);
    expect(await rowsOf(userId)).toHaveLength(2);
  });

  it('two requests at the last unit: exactly one is created', async () => {
    const { agent, userId } = await member();
    await h.db('usage').insert({ id: randomUUID(), user_id: userId, month: monthKey(new Date()), prayers_used: 7, created_at: toDbDate(new Date()), updated_at: toDbDate(new Date()) });
    const results = await Promise.all([sendText(agent, 'One.'), sendVoice(agent, webm(30_000))]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
    expect(await rowsOf(userId)).toHaveLength(1);
    expect((await me(agent)).remaining).toBe(0);
    // The refused one's recording (when the voice lost) did not stay in the store.
    await expectNoOrphanRecordings();
  });
});
