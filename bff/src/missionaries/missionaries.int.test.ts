import { MISSIONARY_MESSAGES, MissionarySignUpResult, MissionaryTeam } from '@flow/contracts';
import { tempOutbox } from '../accounts/test/helpers';
import { AI_HELPERS } from '../platform/db/migrations/0102_seed_ai_helpers';
import { postJson as json, signedInVisitor } from '../moderation/test/factories';
import { startHarness, type Agent, type Harness } from '../test/harness';
import { ALREADY_MISSIONARY } from './missionaries.service';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({
    env: {
      FLOW_MAIL_OUTBOX_DIR: tempOutbox(),
      FLOW_DEV_OUTBOX: '1',
      FLOW_RATE_LIMIT_SIGNIN: '10000/60',
      FLOW_RATE_LIMIT_MISSIONARY_SIGNUP: '10000/60',
    },
  });
});
afterAll(() => h.close());

const team = async () => {
  const res = await h.agent().get('/api/missionaries');
  expect(res.status).toBe(200);
  return { parsed: MissionaryTeam.parse(res.body), text: res.text };
};

let seq = 0;
const form = (over: Record<string, unknown> = {}) => ({
  name: 'Johanna Quillfeather',
  email: `johanna${Date.now()}${seq++}@example.org`,
  phoneNumber: '+44 7700 900123',
  country: 'US',
  languages: ['en'],
  specialization: 'Prayer Support',
  agreeToTerms: true,
  ...over,
});
const signUp = (agent: Agent, body: unknown) => json(agent, '/api/missionaries', body);

describe('the public team list', () => {
  it('has the seeded AI helpers on a fresh install, each saying plainly it is an AI helper', async () => {
    const { parsed } = await team();
    const helpers = parsed.missionaries.filter((m) => m.isAI);
    expect(helpers.map((m) => m.id).sort()).toEqual(AI_HELPERS.map((a) => a.id).sort());
    for (const helper of helpers) {
      expect(helper.bio).toMatch(/I am an AI helper, not a person\./);
      expect(helper.languages.length).toBeGreaterThan(0);
    }
    expect(parsed.activeCount).toBeGreaterThanOrEqual(AI_HELPERS.length);
  });

  it('never returns the real name, e-mail or phone, and holds the bio until a moderator approves it', async () => {
    const person = await signedInVisitor(h);
    const body = form({ name: 'Zebulon Marchetti-Okafor', phoneNumber: '+1 555 867 53090', bio: 'I pray every morning for the sick.' });
    const res = await signUp(person.agent, body);
    expect(res.status).toBe(201);
    const { id, displayName } = MissionarySignUpResult.parse(res.body);

    const { parsed, text } = await team();
    for (const secret of ['Marchetti', 'Okafor', body.email as string, person.email, '867', '53090']) expect(text).not.toContain(secret);
    const me = parsed.missionaries.find((m) => m.id === id);
    expect(me).toMatchObject({ displayName, firstName: 'Zebulon', isAI: false, country: 'US', languages: ['en'], bio: null, photoUrl: null });
    expect(Object.keys(me ?? {}).sort()).toEqual(
      ['bio', 'country', 'createdAt', 'displayName', 'firstName', 'id', 'isAI', 'languages', 'photoUrl', 'prayerCount', 'specialization'].sort(),
    );

    const moderator = await signedInVisitor(h, { moderator: true });
    const decided = await json(moderator.agent, '/api/moderation/decisions', { itemType: 'missionary_bio', itemId: id, decision: 'released' });
    expect(decided.status).toBe(200);
    expect((await team()).parsed.missionaries.find((m) => m.id === id)?.bio).toBe('I pray every morning for the sick.');
  });

  it('keeps a removed bio hidden and counts the active prayer warriors', async () => {
    const before = (await team()).parsed.activeCount;
    const person = await signedInVisitor(h);
    const { id } = MissionarySignUpResult.parse((await signUp(person.agent, form({ bio: 'Call me on 555 0100' }))).body);
    const moderator = await signedInVisitor(h, { moderator: true });
    await json(moderator.agent, '/api/moderation/decisions', { itemType: 'missionary_bio', itemId: id, decision: 'removed' });
    const after = await team();
    expect(after.parsed.activeCount).toBe(before + 1);
    expect(after.parsed.missionaries.find((m) => m.id === id)?.bio).toBeNull();
    await h.db('missionaries').where({ id }).update({ is_active: false });
    const inactive = await team();
    expect(inactive.parsed.activeCount).toBe(before);
    expect(inactive.parsed.missionaries.some((m) => m.id === id)).toBe(false);
  });
});

describe('signing up in the War Room', () => {
  it('needs a signed-in account (401), and links the profile to it', async () => {
    const { agent } = await h.identified();
    const res = await signUp(agent, form());
    expect([res.status, res.body.error]).toEqual([401, 'sign_in_required']);

    const person = await signedInVisitor(h);
    const ok = await signUp(person.agent, form({ email: '' }));
    expect(ok.status).toBe(201);
    const row = await h.db('missionaries').where({ id: ok.body.id }).first();
    expect(row.user_id).toBe(person.userId);
    // No e-mail on the form: prayer requests go to the account's address.
    expect(row.email).toBe(person.email);
    expect(Boolean(row.is_ai)).toBe(false);
  });

  it('gives one profile per account: a second sign-up is refused with 409', async () => {
    const person = await signedInVisitor(h);
    expect((await signUp(person.agent, form())).status).toBe(201);
    const again = await signUp(person.agent, form());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'conflict', reason: 'already_missionary', message: ALREADY_MISSIONARY });
    expect(await h.db('missionaries').where({ user_id: person.userId }).count({ n: '*' }).first()).toMatchObject({ n: 1 });
  });

  it('answers the spec messages for each invalid field, and stores nothing', async () => {
    const person = await signedInVisitor(h);
    const res = await signUp(
      person.agent,
      form({ name: 'J', email: 'not-an-email', phoneNumber: '12345', country: '', languages: [], specialization: '', agreeToTerms: false }),
    );
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries((res.body.details as Array<{ path: string; message: string }>).map((d) => [d.path, d.message]));
    expect(byPath).toMatchObject({
      name: MISSIONARY_MESSAGES.name,
      email: MISSIONARY_MESSAGES.email,
      phoneNumber: MISSIONARY_MESSAGES.phoneNumber,
      country: MISSIONARY_MESSAGES.country,
      languages: MISSIONARY_MESSAGES.languages,
      specialization: MISSIONARY_MESSAGES.specialization,
      agreeToTerms: MISSIONARY_MESSAGES.agreeToTerms,
    });
    expect(await h.db('missionaries').where({ user_id: person.userId }).first()).toBeUndefined();
  });

  it('chooses a different biblical display name for every missionary', async () => {
    const names = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const person = await signedInVisitor(h);
      const res = await signUp(person.agent, form());
      expect(res.status).toBe(201);
      expect(res.body.displayName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+( \d+)?$/);
      names.add(res.body.displayName);
    }
    expect(names.size).toBe(12);
  });

  it('refuses a display name already taken by retrying with another', async () => {
    const person = await signedInVisitor(h);
    // Crowd the pool: every plain combination but none with a number is taken by a fake row.
    const existing = new Set(((await h.db('missionaries').select('display_name')) as Array<{ display_name: string }>).map((r) => r.display_name));
    const { randomDisplayName } = await import('./display-names');
    let taken = 0;
    for (let i = 0; i < 4000 && taken < 200; i++) {
      const name = randomDisplayName(0);
      if (existing.has(name)) continue;
      existing.add(name);
      await h.db('missionaries').insert({ id: `crowd-${i}`, display_name: name, country: 'US', languages: '["en"]', specialization: 'x', is_active: false });
      taken++;
    }
    const res = await signUp(person.agent, form());
    expect(res.status).toBe(201);
    expect(existing.has(res.body.displayName)).toBe(false);
  });
});
