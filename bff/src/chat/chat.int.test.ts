import fs from 'node:fs';
import path from 'node:path';
import { CHAT_TOPIC_PROMPT_PHRASE, ChatMessage, ChatRoom, MissionaryChatRoomList, type ChatServerFrame } from '@flow/contracts';
import { filterContent } from '@flow/safety';
import { signedInVisitor } from '../moderation/test/factories';
import { assessCare } from '../platform/ai/offline';
import { toDbDate } from '../platform/db/sql';
import { startHarness, type Harness } from '../test/harness';
import { CONTACT_BLOCKED, ROOM_CLOSED, ROOM_FORBIDDEN, TOPIC_AI_ONLY } from './chat.service';
import { AI_HELPER_ID, chatEnv, cookiesOf, json, openSocket, sendText, signedInMissionary, visitorWithRoom, wav } from './test/factories';

/**
 * Self-harm that the content filter holds but the distress assessment does not see: the chat must
 * follow the filter, as the wall does.
 */
const HELD_BY_FILTER_ONLY = 'suicide';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: chatEnv() });
});
afterAll(() => h.close());

const messagesOf = async (agent: Parameters<typeof sendText>[0], roomId: string, after?: string) => {
  const res = await agent.get(`/api/chat-messages/${roomId}${after ? `?after=${after}` : ''}`);
  expect(res.status).toBe(200);
  return ChatMessage.array().parse(res.body);
};

describe('chat rooms: only the two members', () => {
  it('creates one room per visitor and missionary, from the cookie, with the AI helper saying it is an AI', async () => {
    const visitor = await h.identified();
    const first = await json(visitor.agent, '/api/chat-rooms', { userAnonymousId: visitor.anonymousId, missionaryId: AI_HELPER_ID, status: 'active', language: 'en' });
    expect(first.status).toBe(201);
    const room = ChatRoom.parse(first.body);
    expect(room.missionary).toMatchObject({ id: AI_HELPER_ID, isAI: true });
    expect(room.session).toMatchObject({ stage: 'opening', topic: null, crisisFlag: false });
    const again = await json(visitor.agent, '/api/chat-rooms', { missionaryId: AI_HELPER_ID });
    expect([again.status, again.body.id]).toEqual([200, room.id]);

    const [greeting] = await messagesOf(visitor.agent, room.id);
    expect(greeting).toMatchObject({ senderType: 'missionary', isMine: false, seq: 1, metadata: { ai: true, askTopic: true } });
    expect(greeting.content).toMatch(/AI helper, not a person/);
    expect(greeting.content).toContain(CHAT_TOPIC_PROMPT_PHRASE);
  });

  it('refuses another visitor, a forged id, a body naming someone else and a missionary of another room', async () => {
    const human = await signedInMissionary(h);
    const other = await signedInMissionary(h);
    const owner = await visitorWithRoom(h, human.id);
    const stranger = await h.identified();

    for (const agent of [stranger.agent, other.agent]) {
      const read = await agent.get(`/api/chat-messages/${owner.roomId}`);
      expect([read.status, read.body.reason, read.body.message]).toEqual([403, 'chat_room_forbidden', ROOM_FORBIDDEN]);
      const write = await sendText(agent, owner.roomId, 'hello');
      expect(write.status).toBe(403);
      expect((await agent.get(`/api/chat-rooms/${owner.roomId}`)).status).toBe(403);
    }
    // An id that does not exist answers exactly like someone else's room: nothing to probe.
    const forged = await owner.agent.get('/api/chat-messages/00000000-0000-4000-8000-000000000000');
    expect([forged.status, forged.body.reason]).toEqual([403, 'chat_room_forbidden']);
    const claimed = await json(stranger.agent, '/api/chat-rooms', { userAnonymousId: owner.anonymousId, missionaryId: human.id });
    expect(claimed.status).toBe(403);
    const spoofedSender = await sendText(owner.agent, owner.roomId, 'hi', { senderAnonymousId: stranger.anonymousId });
    expect(spoofedSender.status).toBe(403);
    // Nothing was stored by any of these.
    expect(await messagesOf(owner.agent, owner.roomId)).toEqual([]);
  });

  it('lets the visitor and the room’s missionary talk, each seeing their own messages as theirs', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    expect((await sendText(visitor.agent, visitor.roomId, 'Could you pray for my mother?')).status).toBe(201);
    const reply = await sendText(human.agent, visitor.roomId, 'Of course. I will pray for her today.', { senderType: 'user' });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ senderType: 'missionary', isMine: true, seq: 2 });

    const seenByVisitor = await messagesOf(visitor.agent, visitor.roomId);
    expect(seenByVisitor.map((m) => [m.senderType, m.isMine])).toEqual([
      ['user', true],
      ['missionary', false],
    ]);
    const seenByMissionary = await messagesOf(human.agent, visitor.roomId);
    expect(seenByMissionary.map((m) => m.isMine)).toEqual([false, true]);
    const read = await json(human.agent, `/api/chat-rooms/${visitor.roomId}/read`, {});
    expect(read.body).toEqual({ marked: 1 });
  });

  it('keeps the order of messages sent at once and resumes after a message id', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => sendText(i % 2 ? human.agent : visitor.agent, visitor.roomId, `message ${i}`)));
    expect(sent.every((r) => r.status === 201)).toBe(true);
    const all = await messagesOf(visitor.agent, visitor.roomId);
    expect(all.map((m) => m.seq)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(all.map((m) => m.content)).size).toBe(12);
    const rest = await messagesOf(visitor.agent, visitor.roomId, all[8].id);
    expect(rest.map((m) => m.id)).toEqual(all.slice(9).map((m) => m.id));
    // A retried send with the same client id is stored once.
    const clientMessageId = '6f1c2d9e-1b7a-4c55-9a0e-3d2f4b5c6a7e';
    const once = await sendText(visitor.agent, visitor.roomId, 'retry me', { clientMessageId });
    const twice = await sendText(visitor.agent, visitor.roomId, 'retry me', { clientMessageId });
    expect(twice.body.id).toBe(once.body.id);
    expect((await messagesOf(visitor.agent, visitor.roomId)).length).toBe(13);
  });

  it('blocks phone numbers, e-mail addresses and links from both sides, with a clear message', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    for (const [agent, text] of [
      [visitor.agent, 'call me on +1 555 010 0199'],
      [visitor.agent, 'write to me at ruth@example.org'],
      [human.agent, 'see https://example.org/help'],
      [human.agent, 'my number is 0800 123 4567'],
    ] as const) {
      const res = await sendText(agent, visitor.roomId, text);
      expect([res.status, res.body.reason, res.body.message]).toEqual([422, 'chat_contact_details', CONTACT_BLOCKED]);
    }
    expect(await messagesOf(visitor.agent, visitor.roomId)).toEqual([]);
    // Verse references and dates are not phone numbers.
    expect((await sendText(visitor.agent, visitor.roomId, 'John 3:16 on 12/05/2024 helped me')).status).toBe(201);
  });

  it('runs the content filter on both sides with a human missionary: profanity replaced, mild words softened', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const fromVisitor = ChatMessage.parse((await sendText(visitor.agent, visitor.roomId, 'this whole week was shit')).body);
    const fromMissionary = ChatMessage.parse((await sendText(human.agent, visitor.roomId, 'what a fucking mess, I am sorry')).body);
    const softened = ChatMessage.parse((await sendText(human.agent, visitor.roomId, 'that really sucks')).body);
    const support = 'I am going through a difficult time and would be grateful for your prayers and support.';
    expect([fromVisitor.content, fromMissionary.content, softened.content]).toEqual([support, support, 'That really is hard.']);
    // What each side reads is the filtered text.
    const seen = await messagesOf(human.agent, visitor.roomId);
    expect(seen.map((m) => m.content)).toEqual([support, support, 'That really is hard.']);
    expect(seen.some((m) => m.metadata?.crisis)).toBe(false);
  });

  it('refuses a closed room: 409 with its own reason for a message, a topic and a recording', async () => {
    const ai = await visitorWithRoom(h, AI_HELPER_ID, { language: 'en' });
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    await h.db('chat_rooms').whereIn('id', [ai.roomId, visitor.roomId]).update({ status: 'closed' });
    const refused = (res: { status: number; body: { error?: string; reason?: string; message?: string } }) => [res.status, res.body.error, res.body.reason, res.body.message];
    const closed = [409, 'conflict', 'chat_room_closed', ROOM_CLOSED];
    expect(refused(await json(ai.agent, `/api/chat-rooms/${ai.roomId}/topic`, { topic: 'grief' }))).toEqual(closed);
    expect(refused(await sendText(ai.agent, ai.roomId, 'hello'))).toEqual(closed);
    expect(refused(await sendText(human.agent, visitor.roomId, 'hello'))).toEqual(closed);
    expect(refused(await visitor.agent.put(`/api/chat-rooms/${visitor.roomId}/voice`).set('Content-Type', 'audio/wav').send(wav(1)))).toEqual(closed);
    // Nothing changed: the greeting alone, no topic.
    const room = ChatRoom.parse((await ai.agent.get(`/api/chat-rooms/${ai.roomId}`)).body);
    expect(room.session).toMatchObject({ topic: null, stage: 'opening' });
    expect(await messagesOf(ai.agent, ai.roomId)).toHaveLength(1);
    expect(await messagesOf(visitor.agent, visitor.roomId)).toEqual([]);
  });

  it('refuses a topic in a human missionary’s room with its own reason, changing nothing', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    expect((await sendText(visitor.agent, visitor.roomId, 'Could you pray for my brother?')).status).toBe(201);
    const before = {
      view: (await visitor.agent.get(`/api/chat-rooms/${visitor.roomId}`)).body,
      row: await h.db('chat_rooms').where({ id: visitor.roomId }).first(),
      messages: await messagesOf(visitor.agent, visitor.roomId),
    };
    expect(before.view).toMatchObject({ missionary: { isAI: false }, session: null });

    // Spec 001 §2: the picker is the AI helper's; neither member of a human room chooses a topic.
    for (const agent of [visitor.agent, human.agent]) {
      const res = await json(agent, `/api/chat-rooms/${visitor.roomId}/topic`, { topic: 'grief', language: 'en' });
      expect([res.status, res.body.error, res.body.reason, res.body.message]).toEqual([422, 'validation_failed', 'chat_topic_ai_only', TOPIC_AI_ONLY]);
    }

    expect((await visitor.agent.get(`/api/chat-rooms/${visitor.roomId}`)).body).toEqual(before.view);
    expect(await h.db('chat_rooms').where({ id: visitor.roomId }).first()).toEqual(before.row);
    expect(await h.db('chat_session_states').where({ chat_room_id: visitor.roomId })).toEqual([]);
    expect(await messagesOf(visitor.agent, visitor.roomId)).toEqual(before.messages);
  });

  it('shows the missionary their rooms, flagging those unanswered for longer than the set minutes', async () => {
    const human = await signedInMissionary(h);
    const waiting = await visitorWithRoom(h, human.id);
    const answered = await visitorWithRoom(h, human.id);
    await sendText(waiting.agent, waiting.roomId, 'Are you there?');
    await sendText(answered.agent, answered.roomId, 'Thank you');
    await sendText(human.agent, answered.roomId, 'You are welcome');
    const old = toDbDate(new Date(Date.now() - 60 * 60_000));
    await h.db('chat_messages').where({ chat_room_id: waiting.roomId }).update({ created_at: old });

    const res = await human.agent.get('/api/missionaries/me/chat-rooms');
    const list = MissionaryChatRoomList.parse(res.body);
    expect(list.unansweredAfterMinutes).toBe(10);
    const byId = new Map(list.rooms.map((r) => [r.id, r]));
    expect(byId.get(waiting.roomId)).toMatchObject({ unanswered: true, unreadCount: 1, lastMessage: { senderType: 'user', preview: 'Are you there?' } });
    expect(byId.get(answered.roomId)).toMatchObject({ unanswered: false, waitingSince: null });
    expect(JSON.stringify(list)).not.toContain(waiting.anonymousId);

    const signedOut = await h.agent().get('/api/missionaries/me/chat-rooms');
    expect(signedOut.status).toBe(401);
    const notMissionary = await h.identified();
    expect((await notMissionary.agent.get('/api/missionaries/me/chat-rooms')).status).toBe(401);
  });
});

describe('the AI helper', () => {
  const answerTo = async (agent: Parameters<typeof sendText>[0], roomId: string, text: string, extra: Record<string, unknown> = {}) => {
    const sent = await sendText(agent, roomId, text, extra);
    expect(sent.status).toBe(201);
    await h.services.chat.drain();
    const all = await messagesOf(agent, roomId);
    return all[all.length - 1];
  };

  it('walks through a topic: reflection, a bundled verse, a prayer, quick replies', async () => {
    const visitor = await visitorWithRoom(h, AI_HELPER_ID, { language: 'en' });
    const topic = await json(visitor.agent, `/api/chat-rooms/${visitor.roomId}/topic`, { topic: 'grief' });
    expect(topic.body.session).toMatchObject({ topic: 'grief', stage: 'listening' });

    const reflection = await answerTo(visitor.agent, visitor.roomId, '[Grief] My father died last month and the house feels so empty without him.', { metadata: { selectedTopic: 'grief' } });
    expect(reflection.senderType).toBe('missionary');
    expect(reflection.metadata).toMatchObject({ ai: true, stage: 'scripture', followUpQuestion: expect.any(String) });
    expect(reflection.metadata?.suggestions).toHaveLength(2);
    expect(reflection.content).not.toContain('house feels so empty');

    const verse = await answerTo(visitor.agent, visitor.roomId, 'Yes, share a verse', { quickReply: true });
    expect(verse.metadata?.verse).toMatchObject({ reference: expect.any(String), text: expect.any(String) });
    expect(verse.content).toContain(verse.metadata!.verse!.text);

    const prayer = await answerTo(visitor.agent, visitor.roomId, 'Yes, please', { quickReply: true });
    expect(prayer.content).toMatch(/Amen\.$/);
    expect(prayer.metadata?.suggestions).toContain('Talk to a human missionary');
    const room = ChatRoom.parse((await visitor.agent.get(`/api/chat-rooms/${visitor.roomId}`)).body);
    expect(room.session).toMatchObject({ stage: 'closing', turnCount: 3, crisisFlag: false });
  });

  it('answers in the language the visitor writes', async () => {
    const visitor = await visitorWithRoom(h, AI_HELPER_ID, { language: 'es' });
    const [greeting] = await messagesOf(visitor.agent, visitor.roomId);
    expect(greeting.content).toMatch(/asistente de IA, no una persona/);
    const reply = await answerTo(visitor.agent, visitor.roomId, 'Estoy muy preocupado por mi trabajo y no puedo dormir');
    expect(reply.metadata?.followUpQuestion).toBe('¿Te gustaría un versículo de la Biblia para esto?');
    const ja = await visitorWithRoom(h, AI_HELPER_ID, { language: 'ja' });
    const jaReply = await answerTo(ja.agent, ja.roomId, '最近とても寂しくて、誰とも話していません');
    expect(jaReply.metadata?.suggestions).toContain('はい、お願いします');
  });

  it('stops the flow on self-harm: crisis lines, a human offered, the room flagged', async () => {
    const visitor = await visitorWithRoom(h, AI_HELPER_ID, { language: 'en' });
    const reply = await answerTo(visitor.agent, visitor.roomId, 'I want to kill myself, I cannot go on');
    expect(reply.metadata).toMatchObject({ stage: 'crisis', crisis: { offerHuman: true } });
    expect(reply.metadata?.crisis?.countries.length).toBeGreaterThan(0);
    expect(reply.content).toMatch(/AI helper/);
    const room = ChatRoom.parse((await visitor.agent.get(`/api/chat-rooms/${visitor.roomId}`)).body);
    expect(room.session).toMatchObject({ stage: 'crisis', crisisFlag: true });
    // The next message gets the lines again, not a verse.
    const next = await answerTo(visitor.agent, visitor.roomId, 'ok');
    expect(next.metadata?.stage).toBe('crisis');
    // What the visitor wrote is stored as written for the reviewers, not the filter's replacement.
    const mine = (await messagesOf(visitor.agent, visitor.roomId)).filter((m) => m.isMine);
    expect(mine[0].content).toBe('I want to kill myself, I cannot go on');
    // The moderators' queue shows that message (once), flagged as distress.
    const moderator = await signedInVisitor(h, { moderator: true });
    const queue = (await moderator.agent.get('/api/moderation/queue')).body as { items: Array<{ itemType: string; itemId: string; text: string; flags: string[] }> };
    const flagged = queue.items.filter((item) => item.itemType === 'chat_message' && item.itemId === mine[0].id);
    expect(flagged).toEqual([expect.objectContaining({ text: 'I want to kill myself, I cannot go on', flags: ['distress'] })]);
  });

  it('takes the crisis path for self-harm the content filter holds, even when the distress tiers miss it', async () => {
    expect([filterContent(HELD_BY_FILTER_ONLY).verdict, assessCare(HELD_BY_FILTER_ONLY, 'en').care]).toEqual(['self_harm', null]);
    const visitor = await visitorWithRoom(h, AI_HELPER_ID, { language: 'en' });
    const reply = await answerTo(visitor.agent, visitor.roomId, HELD_BY_FILTER_ONLY);
    expect(reply.metadata).toMatchObject({ stage: 'crisis', crisis: { offerHuman: true } });
    const mine = (await messagesOf(visitor.agent, visitor.roomId)).filter((m) => m.isMine);
    expect(mine.map((m) => m.content)).toEqual([HELD_BY_FILTER_ONLY]);
    const moderator = await signedInVisitor(h, { moderator: true });
    const queue = (await moderator.agent.get('/api/moderation/queue')).body as { items: Array<{ itemType: string; itemId: string; flags: string[] }> };
    expect(queue.items.filter((item) => item.itemType === 'chat_message' && item.itemId === mine[0].id)).toEqual([expect.objectContaining({ flags: ['distress'] })]);
  });

  it('with a human missionary, follows the filter too: crisis lines for what it holds as self-harm, a missionary’s such words to the moderators', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const sent = ChatMessage.parse((await sendText(visitor.agent, visitor.roomId, HELD_BY_FILTER_ONLY)).body);
    expect(sent.content).toBe(HELD_BY_FILTER_ONLY);
    expect(sent.metadata?.crisis).toMatchObject({ offerHuman: false });
    const answer = ChatMessage.parse((await sendText(human.agent, visitor.roomId, 'I want to end my life too sometimes')).body);
    // Stored as written and no crisis lines on it: the visitor is not the one who wrote it.
    expect([answer.content, answer.metadata?.crisis]).toEqual(['I want to end my life too sometimes', undefined]);
    const moderator = await signedInVisitor(h, { moderator: true });
    const queue = (await moderator.agent.get('/api/moderation/queue')).body as { items: Array<{ itemType: string; itemId: string; flags: string[] }> };
    const flagged = queue.items.filter((item) => item.itemType === 'chat_message' && [sent.id, answer.id].includes(item.itemId)).map((item) => item.itemId);
    expect(flagged.sort()).toEqual([sent.id, answer.id].sort());
  });

  it('with a human missionary, shows the visitor the crisis lines at once and flags the room', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const sent = ChatMessage.parse((await sendText(visitor.agent, visitor.roomId, 'I want to end my life tonight')).body);
    expect(sent.metadata?.crisis?.countries.length).toBeGreaterThan(0);
    // A person is already there: no offer of one.
    expect(sent.metadata?.crisis?.offerHuman).toBe(false);
    const seenByMissionary = (await messagesOf(human.agent, visitor.roomId)).find((m) => m.id === sent.id);
    expect(seenByMissionary?.content).toBe('I want to end my life tonight');
    const moderator = await signedInVisitor(h, { moderator: true });
    const queue = (await moderator.agent.get('/api/moderation/queue')).body as { items: Array<{ itemType: string; itemId: string; flags: string[] }> };
    expect(queue.items.filter((item) => item.itemType === 'chat_message' && item.itemId === sent.id)).toEqual([
      expect.objectContaining({ flags: ['distress'] }),
    ]);
    // An ordinary message carries nothing of the kind.
    const calm = ChatMessage.parse((await sendText(visitor.agent, visitor.roomId, 'Thank you for praying with me.')).body);
    expect(calm.metadata?.crisis).toBeUndefined();
  });
});

describe('voice messages', () => {
  const put = (agent: Parameters<typeof sendText>[0], roomId: string, body: Buffer) =>
    agent.put(`/api/chat-rooms/${roomId}/voice`).set('Content-Type', 'audio/wav').send(body);

  it('stores a wav in a human missionary’s room and serves it only to the two members', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const res = await put(visitor.agent, visitor.roomId, wav(3));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ messageType: 'voice', voiceDuration: 3, content: null, voiceUrl: `/api/chat-voice/${res.body.id}` });
    const byVisitor = await visitor.agent.get(res.body.voiceUrl).buffer(true);
    expect([byVisitor.status, byVisitor.headers['content-type']]).toEqual([200, 'audio/wav']);
    expect(Buffer.compare(byVisitor.body as Buffer, wav(3))).toBe(0);
    expect((await human.agent.get(res.body.voiceUrl)).status).toBe(200);
    const stranger = await h.identified();
    expect((await stranger.agent.get(res.body.voiceUrl)).status).toBe(403);
    expect((await h.agent().get(res.body.voiceUrl)).status).toBe(403);
    // The missionary answers by voice too.
    expect((await put(human.agent, visitor.roomId, wav(1))).body).toMatchObject({ senderType: 'missionary', voiceDuration: 1 });
    // Both recordings are files of the configured media store (FLOW_MEDIA_DIR), in its private
    // chat folder, and nowhere else.
    const folder = path.join(h.config.mediaDir, 'chat');
    const stored = fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name)));
    expect(stored.some((bytes) => bytes.equals(wav(3))) && stored.some((bytes) => bytes.equals(wav(1)))).toBe(true);
    expect(fs.readdirSync(path.dirname(h.config.mediaDir))).not.toContain('chat-media');
  });

  it('refuses AI rooms, other types, more than 2 minutes and more than 5 MB, keeping nothing', async () => {
    const ai = await visitorWithRoom(h, AI_HELPER_ID);
    const aiRes = await put(ai.agent, ai.roomId, wav(1));
    expect([aiRes.status, aiRes.body.reason]).toEqual([422, 'chat_voice_human_only']);

    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const notWav = await put(visitor.agent, visitor.roomId, Buffer.from('OggS not a wav at all, just some bytes'));
    expect([notWav.status, notWav.body.reason]).toEqual([415, 'chat_voice_type']);
    const long = await put(visitor.agent, visitor.roomId, wav(121));
    expect([long.status, long.body.reason]).toEqual([413, 'chat_voice_too_long']);
    const large = await put(visitor.agent, visitor.roomId, wav(60, 96_000));
    expect([large.status, large.body.reason]).toEqual([413, 'chat_voice_too_large']);
    expect(await messagesOf(visitor.agent, visitor.roomId)).toEqual([]);
  });
});

describe('the /ws chat channel', () => {
  const isMessage = (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: 'new_message' }> => frame.type === 'new_message';

  it('authorizes joins from the cookie or the session and delivers live to both members', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const stranger = await h.identified();
    const vs = await openSocket(h.url, { cookie: cookiesOf(visitor.agent, h.url) });
    const ms = await openSocket(h.url, { cookie: cookiesOf(human.agent, h.url) });
    const ss = await openSocket(h.url, { cookie: cookiesOf(stranger.agent, h.url) });
    const anon = await openSocket(h.url);
    try {
      vs.send({ type: 'join_room', roomId: visitor.roomId, userAnonymousId: visitor.anonymousId });
      ms.send({ type: 'join_room', roomId: visitor.roomId });
      ss.send({ type: 'join_room', roomId: visitor.roomId });
      // Naming the owner in the frame does not make a stranger the owner.
      anon.send({ type: 'join_room', roomId: visitor.roomId, userAnonymousId: visitor.anonymousId });
      expect(await vs.next()).toEqual({ type: 'joined_room', roomId: visitor.roomId, authorized: true });
      expect(await ms.next()).toEqual({ type: 'joined_room', roomId: visitor.roomId, authorized: true });
      expect(await ss.next()).toEqual({ type: 'joined_room', roomId: visitor.roomId, authorized: false });
      expect(await anon.next()).toEqual({ type: 'joined_room', roomId: visitor.roomId, authorized: false });

      const sent = (await sendText(visitor.agent, visitor.roomId, 'Hello from the dialog')).body;
      const atVisitor = await vs.until(isMessage);
      const atMissionary = await ms.until(isMessage);
      expect(isMessage(atVisitor) && atVisitor.message).toMatchObject({ id: sent.id, isMine: true });
      expect(isMessage(atMissionary) && atMissionary.message).toMatchObject({ id: sent.id, isMine: false });

      ms.send({ type: 'watch_rooms' });
      expect(await ms.until((f) => f.type === 'watching_rooms')).toEqual({ type: 'watching_rooms', authorized: true });
      vs.send({ type: 'watch_rooms' });
      expect(await vs.until((f) => f.type === 'watching_rooms')).toEqual({ type: 'watching_rooms', authorized: false });
      await sendText(visitor.agent, visitor.roomId, 'Another one');
      expect(await ms.until((f) => f.type === 'room_activity')).toEqual({ type: 'room_activity', roomId: visitor.roomId });

      vs.send({ type: 'ping' });
      expect(await vs.until((f) => f.type === 'pong')).toEqual({ type: 'pong' });
      vs.send({ type: 'shout' });
      expect(await vs.until((f) => f.type === 'error')).toMatchObject({ type: 'error', message: 'Unable to connect to chat room. Please try again.', code: 'chat_bad_frame' });
    } finally {
      await Promise.all([vs.close(), ms.close(), ss.close(), anon.close()]);
    }
  });

  it('resumes after a reconnect with exactly the missed messages, in order', async () => {
    const human = await signedInMissionary(h);
    const visitor = await visitorWithRoom(h, human.id);
    const cookie = cookiesOf(visitor.agent, h.url);
    const first = await openSocket(h.url, { cookie });
    first.send({ type: 'join_room', roomId: visitor.roomId });
    await first.next();
    const seen = (await sendText(visitor.agent, visitor.roomId, 'one')).body;
    await first.until(isMessage);
    await first.close();

    const missed = [];
    for (const text of ['two', 'three', 'four']) missed.push((await sendText(human.agent, visitor.roomId, text)).body.id);
    const again = await openSocket(h.url, { cookie });
    try {
      again.send({ type: 'join_room', roomId: visitor.roomId, afterId: seen.id });
      expect(await again.next()).toMatchObject({ type: 'joined_room', authorized: true });
      const got: string[] = [];
      for (let i = 0; i < 3; i++) {
        const frame = await again.next();
        if (isMessage(frame)) got.push(frame.message.id);
      }
      expect(got).toEqual(missed);
      const live = (await sendText(human.agent, visitor.roomId, 'five')).body;
      const frame = await again.next();
      expect(isMessage(frame) && frame.message.id).toBe(live.id);
    } finally {
      await again.close();
    }
  });

  it('streams the AI helper’s answer as deltas, then the message', async () => {
    const visitor = await visitorWithRoom(h, AI_HELPER_ID, { language: 'en' });
    const socket = await openSocket(h.url, { cookie: cookiesOf(visitor.agent, h.url) });
    try {
      socket.send({ type: 'join_room', roomId: visitor.roomId });
      await socket.next();
      await sendText(visitor.agent, visitor.roomId, 'I feel so alone since I moved to this city');
      const deltas: string[] = [];
      let final: ChatServerFrame;
      for (;;) {
        final = await socket.next();
        if (final.type === 'message_delta') deltas.push(final.delta);
        if (final.type === 'new_message' && final.message.senderType === 'missionary') break;
      }
      expect(deltas.length).toBeGreaterThan(1);
      expect(isMessage(final) && final.streamId).toEqual(expect.any(String));
      expect(isMessage(final) && final.message.content).toBe(deltas.join(''));
      expect(await socket.until((f) => f.type === 'session_state')).toMatchObject({ session: { stage: 'scripture' } });
    } finally {
      await socket.close();
    }
  });

  it('serves the chat to no other site’s page, which only hears the public wall', async () => {
    const owner = await visitorWithRoom(h, AI_HELPER_ID, { language: 'en' });
    // Even with the visitor's cookie (a browser would send it), another site gets no room.
    const foreign = await openSocket(h.url, { origin: 'https://evil.example', cookie: cookiesOf(owner.agent, h.url) });
    foreign.send({ type: 'join_room', roomId: owner.roomId });
    expect(await foreign.next()).toMatchObject({ type: 'error', code: 'origin_not_allowed' });
    foreign.socket.close();
  });
});

describe('chat rate limit', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await startHarness({ env: chatEnv({ FLOW_RATE_LIMIT_CHAT: '3/60' }) });
  });
  afterAll(() => limited.close());

  it('answers 429 with the chat’s own reason after the configured number of writes', async () => {
    const human = await signedInMissionary(limited);
    const visitor = await visitorWithRoom(limited, human.id);
    const results = [];
    for (let i = 0; i < 3; i++) results.push((await sendText(visitor.agent, visitor.roomId, `m${i}`)).status);
    // The room itself took one write.
    expect(results).toEqual([201, 201, 429]);
    const res = await sendText(visitor.agent, visitor.roomId, 'again');
    expect([res.status, res.body.reason]).toEqual([429, 'rate_limited_chat']);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
