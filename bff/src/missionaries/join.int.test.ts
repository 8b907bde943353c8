import net from 'node:net';
import { MissionaryPhotoResult, MissionaryTeam, PHOTO_MESSAGES, WIZARD_MESSAGES } from '@flow/contracts';
import sharp from 'sharp';
import { sessionCookieHeader, signInByEmail, tempOutbox } from '../accounts/test/helpers';
import { postJson as json, signedInVisitor } from '../moderation/test/factories';
import { startHarness, type Agent, type Harness } from '../test/harness';

let h: Harness;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = tempOutbox();
  h = await startHarness({
    env: {
      FLOW_MAIL_OUTBOX_DIR: tempOutbox(),
      FLOW_DEV_OUTBOX: '1',
      FLOW_RATE_LIMIT_SIGNIN: '10000/60',
      FLOW_RATE_LIMIT_MISSIONARY_SIGNUP: '10000/60',
      FLOW_MEDIA_DIR: mediaDir,
    },
  });
});
afterAll(() => h.close());

let seq = 0;
const wizard = (over: Record<string, unknown> = {}) => {
  const email = `wizard${Date.now()}${seq++}@example.org`;
  return {
    name: 'Tomasz Wiśniewski',
    email,
    confirmEmail: email,
    phoneNumber: '',
    whatsappNumber: '+48 601 234 567',
    country: 'DE',
    languages: ['en', 'ru'],
    specialization: 'grief',
    bio: 'I pray for those who grieve.',
    emailNotifications: true,
    whatsappNotifications: true,
    agreeToTerms: true,
    ...over,
  };
};

async function wizardMissionary(): Promise<{ agent: Agent; id: string }> {
  const person = await signedInVisitor(h);
  const res = await json(person.agent, '/api/missionaries/signup', wizard());
  expect(res.status).toBe(201);
  return { agent: person.agent, id: res.body.id as string };
}

const putPhoto = (agent: Agent, bytes: Buffer, type = 'image/jpeg') => agent.put('/api/missionaries/me/photo').set('Content-Type', type).send(bytes);

/** A photo with a camera's metadata, the kind of thing a phone uploads. */
const cameraPhoto = (format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 120, b: 90 } } })
    .withExif({ IFD0: { Artist: 'Tomasz Wisniewski', Copyright: 'Home address 12 Elm Street' } })
    .toFormat(format)
    .toBuffer();

describe('the join wizard', () => {
  it('signs up the signed-in account with the wizard fields', async () => {
    const person = await signedInVisitor(h);
    const body = wizard();
    const res = await json(person.agent, '/api/missionaries/signup', body);
    expect(res.status).toBe(201);
    expect(res.body.displayName).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+/);
    const row = await h.db('missionaries').where({ id: res.body.id }).first();
    expect(row).toMatchObject({ user_id: person.userId, email: body.email, country: 'DE', specialization: 'grief', whatsapp_number: '+48 601 234 567', phone_number: null });
    expect(JSON.parse(row.languages)).toEqual(['en', 'ru']);
  });

  it("answers the spec's messages: e-mails must match, terms required, a valid confirmation", async () => {
    const person = await signedInVisitor(h);
    const res = await json(person.agent, '/api/missionaries/signup', wizard({ confirmEmail: 'other@example.org', agreeToTerms: false }));
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries((res.body.details as Array<{ path: string; message: string }>).map((d) => [d.path, d.message]));
    expect(byPath).toMatchObject({ agreeToTerms: WIZARD_MESSAGES.agreeToTerms });
    const mismatch = await json(person.agent, '/api/missionaries/signup', wizard({ confirmEmail: 'other@example.org' }));
    expect(mismatch.body.details).toEqual([expect.objectContaining({ path: 'confirmEmail', message: WIZARD_MESSAGES.emailsMatch })]);
    const invalid = await json(person.agent, '/api/missionaries/signup', wizard({ confirmEmail: 'nope' }));
    expect(invalid.body.details[0]).toMatchObject({ path: 'confirmEmail', message: WIZARD_MESSAGES.confirmEmail });
    expect((await json((await h.identified()).agent, '/api/missionaries/signup', wizard())).status).toBe(401);
  });
});

describe('the profile photo', () => {
  it('is re-encoded (EXIF gone, resized), stored, and waits for a moderator before it is public', async () => {
    const m = await wizardMissionary();
    const original = await cameraPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await putPhoto(m.agent, original, 'application/octet-stream');
    expect(res.status).toBe(200);
    const { photoUrl, awaitingApproval } = MissionaryPhotoResult.parse(res.body);
    expect(awaitingApproval).toBe(true);
    expect(photoUrl).toMatch(/^\/media\/missionaries\/[a-f0-9]{32}\.jpg$/);

    const served = await h.agent().get(photoUrl).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 512, 512, undefined]);
    expect((served.body as Buffer).includes(Buffer.from('Elm Street'))).toBe(false);

    const team = async () => MissionaryTeam.parse((await h.agent().get('/api/missionaries')).body).missionaries.find((x) => x.id === m.id);
    expect((await team())?.photoUrl).toBeNull();
    const moderator = await signedInVisitor(h, { moderator: true });
    const queue = (await moderator.agent.get('/api/moderation/queue')).body.items as Array<{ itemType: string; itemId: string; text: string }>;
    expect(queue.find((i) => i.itemType === 'missionary_photo' && i.itemId === m.id)?.text).toBe(photoUrl);
    await json(moderator.agent, '/api/moderation/decisions', { itemType: 'missionary_photo', itemId: m.id, decision: 'released' });
    expect((await team())?.photoUrl).toBe(photoUrl);

    // A new photo replaces the old file and waits for approval again.
    const second = MissionaryPhotoResult.parse((await putPhoto(m.agent, await cameraPhoto('webp'), 'image/webp')).body);
    expect((await team())?.photoUrl).toBeNull();
    expect((await h.agent().get(photoUrl)).status).toBe(404);
    expect((await h.agent().get(second.photoUrl)).status).toBe(200);
    expect((await putPhoto(m.agent, await cameraPhoto('png'), 'image/png')).status).toBe(200);
  });

  it('is checked by content: a text file called a JPEG is refused with the spec message', async () => {
    const m = await wizardMissionary();
    const res = await putPhoto(m.agent, Buffer.from('GIF89a not really an image at all'), 'image/jpeg');
    expect([res.status, res.body.reason, res.body.message]).toEqual([400, 'photo_type', PHOTO_MESSAGES.type]);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await putPhoto(m.agent, broken)).body.reason).toBe('photo_type');
  });

  it('is refused over 5 MB, by its declared length, before anything is read', async () => {
    const m = await wizardMissionary();
    const res = await putPhoto(m.agent, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect([res.status, res.body.reason, res.body.message]).toEqual([413, 'photo_too_large', PHOTO_MESSAGES.size]);
  });

  it('cuts off a 20 MB upload sent without a length once it passes 5 MB, long before the end', async () => {
    const { agent } = await h.identified();
    const signedIn = await signInByEmail(h, agent, `stream${Date.now()}@example.org`);
    expect((await json(agent, '/api/missionaries/signup', wizard())).status).toBe(201);
    const cookie = sessionCookieHeader(signedIn);
    const total = 20 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 1);
    // A raw socket, so what the server sends is read even if it closes while we are still writing.
    const { answer, sentWhenAnswered } = await new Promise<{ answer: string; sentWhenAnswered: number }>((resolve) => {
      const { port } = new URL(h.url);
      const socket = net.connect(Number(port), '127.0.0.1');
      let sent = 0;
      let answer = '';
      let answeredAt: number | null = null;
      const finish = () => resolve({ answer, sentWhenAnswered: answeredAt ?? sent });
      socket.on('data', (data) => {
        if (answeredAt === null) answeredAt = sent;
        answer += data.toString('latin1');
      });
      socket.on('close', finish);
      // Writing after the server has answered and closed fails; the answer has been read by then.
      socket.on('error', () => undefined);
      socket.write(
        `PUT /api/missionaries/me/photo HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\n` +
          'Content-Type: image/jpeg\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      const pump = async () => {
        while (sent < total && answeredAt === null && !socket.destroyed) {
          sent += chunk.length;
          socket.write(`${chunk.length.toString(16)}\r\n`);
          socket.write(chunk);
          if (!socket.write('\r\n')) await new Promise((r) => socket.once('drain', r).once('close', r));
          await new Promise((r) => setTimeout(r, 2));
        }
        if (socket.destroyed) return;
        if (answeredAt === null) socket.end('0\r\n\r\n');
        else socket.end();
      };
      void pump();
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"reason":"photo_too_large"');
    // The limit plus what the sockets buffer on the way, far from 20 MB.
    expect(sentWhenAnswered).toBeLessThan(12 * 1024 * 1024);
  });

  it('needs a missionary session: 401 signed out, 403 without a profile, 403 from a foreign origin', async () => {
    const anonymous = await h.identified();
    expect((await putPhoto(anonymous.agent, await cameraPhoto())).status).toBe(401);
    const member = await signedInVisitor(h);
    expect((await putPhoto(member.agent, await cameraPhoto())).status).toBe(403);
    const m = await wizardMissionary();
    const foreign = await m.agent.put('/api/missionaries/me/photo').set('Origin', 'https://evil.example').set('Content-Type', 'image/jpeg').send(await cameraPhoto());
    expect([foreign.status, foreign.body.error]).toEqual([403, 'csrf_rejected']);
  });
});
