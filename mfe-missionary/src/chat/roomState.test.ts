import { conversation, crisisMessage, greeting, helperAnswer, visitorWorry } from './fixtures';
import type { RoomState } from './roomState';
import { canSendText, messageTime, recordingTime, withTopicLabel } from './format';
import { crisisOf, emptyRoom, lastFromMissionary, roomReducer } from './roomState';

describe('roomReducer', () => {
  it('merges the first page, a send answer and the same message again from the socket once each', () => {
    let s = roomReducer(emptyRoom, { type: 'messages', messages: [greeting] });
    s = roomReducer(s, { type: 'messages', messages: [visitorWorry] });
    const before = s;
    s = roomReducer(s, { type: 'new_message', roomId: 'room-1', message: visitorWorry });
    expect(s).toBe(before);
    expect(s.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('builds a streamed answer from its pieces and replaces it by the final message', () => {
    let s = roomReducer(emptyRoom, { type: 'messages', messages: [greeting, visitorWorry] });
    s = roomReducer(s, { type: 'message_delta', roomId: 'room-1', streamId: 's1', delta: 'It sounds ' });
    s = roomReducer(s, { type: 'message_delta', roomId: 'room-1', streamId: 's1', delta: 'like' });
    expect(s.drafts).toEqual([{ streamId: 's1', text: 'It sounds like' }]);
    s = roomReducer(s, { type: 'new_message', roomId: 'room-1', message: helperAnswer, streamId: 's1' });
    expect(s.drafts).toEqual([]);
    expect(s.messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('drops an aborted draft and keeps the helper state the server sends', () => {
    let s = roomReducer(emptyRoom, { type: 'message_delta', roomId: 'room-1', streamId: 's1', delta: 'Hel' });
    s = roomReducer(s, { type: 'message_aborted', roomId: 'room-1', streamId: 's1' });
    expect(s.drafts).toEqual([]);
    const session = { topic: 'grief' as const, stage: 'listening' as const, turnCount: 1, crisisFlag: false };
    s = roomReducer(s, { type: 'session_state', roomId: 'room-1', session });
    expect(s.session).toEqual(session);
  });

  it('shows a recovered answer (draft aborted, the offline words streamed again) as one bubble', () => {
    const recovered = { ...helperAnswer, metadata: { ...helperAnswer.metadata, streamId: 's1' } };
    let s = roomReducer(emptyRoom, { type: 'messages', messages: [greeting, visitorWorry] });
    s = roomReducer(s, { type: 'message_delta', roomId: 'room-1', streamId: 's1', delta: 'That sounds heavy. ' });
    s = roomReducer(s, { type: 'message_aborted', roomId: 'room-1', streamId: 's1' });
    s = roomReducer(s, { type: 'message_delta', roomId: 'room-1', streamId: 's1', delta: 'I hear how tired ' });
    s = roomReducer(s, { type: 'message_delta', roomId: 'room-1', streamId: 's1', delta: 'you are.' });
    expect(s.drafts).toEqual([{ streamId: 's1', text: 'I hear how tired you are.' }]);
    s = roomReducer(s, { type: 'new_message', roomId: 'room-1', message: recovered, streamId: 's1' });
    expect(bubbles(s)).toBe(3);
  });

  it('replaces the draft by its answer however the answer arrives: a page fetched after a reconnect, a catch-up frame', () => {
    const answer = { ...helperAnswer, metadata: { ...helperAnswer.metadata, streamId: 's2' } };
    let s = roomReducer(emptyRoom, { type: 'messages', messages: [greeting, visitorWorry] });
    s = roomReducer(s, { type: 'message_delta', roomId: 'room-1', streamId: 's2', delta: 'It sounds ' });
    // The socket dropped mid-stream; on the rejoin the page fetches what came after its last message.
    const fetched = roomReducer(s, { type: 'messages', messages: [answer] });
    expect([fetched.drafts, bubbles(fetched)]).toEqual([[], 3]);
    // The socket's own catch-up frame carries no live stream id, only the stored one.
    const caughtUp = roomReducer(s, { type: 'new_message', roomId: 'room-1', message: answer });
    expect([caughtUp.drafts, bubbles(caughtUp)]).toEqual([[], 3]);
    // A piece replayed after its answer does not start a second bubble.
    expect(bubbles(roomReducer(fetched, { type: 'message_delta', roomId: 'room-1', streamId: 's2', delta: 'late' }))).toBe(3);
    // A draft of another stream stays.
    const other = roomReducer(s, { type: 'message_delta', roomId: 'room-1', streamId: 's3', delta: 'Next' });
    expect(roomReducer(other, { type: 'messages', messages: [answer] }).drafts).toEqual([{ streamId: 's3', text: 'Next' }]);
  });

  it('finds the last missionary message and the crisis lines', () => {
    const s = roomReducer(emptyRoom, { type: 'messages', messages: conversation });
    expect(lastFromMissionary(s.messages)?.id).toBe('m3');
    expect(crisisOf(s)).toBeNull();
    const c = roomReducer(s, { type: 'messages', messages: [crisisMessage] });
    expect(crisisOf(c)?.offerHuman).toBe(true);
    expect(lastFromMissionary(roomReducer(emptyRoom, { type: 'messages', messages: [greeting, visitorWorry] }).messages)).toBeNull();
  });
});

/** What the thread shows: each message and each draft is one bubble. */
function bubbles(state: RoomState): number {
  return state.messages.length + state.drafts.length;
}

describe('chat formats and rules', () => {
  it('shows times as HH:mm on the reader clock', () => {
    const d = new Date(2026, 0, 1, 7, 5);
    expect(messageTime(d.toISOString())).toBe('07:05');
    expect(messageTime(new Date(2026, 0, 1, 19, 45).toISOString())).toBe('19:45');
    expect(messageTime('nonsense')).toBe('');
  });

  it('shows the recording timer as m:ss', () => {
    expect(recordingTime(0)).toBe('0:00');
    expect(recordingTime(9.7)).toBe('0:09');
    expect(recordingTime(75)).toBe('1:15');
    expect(recordingTime(120)).toBe('2:00');
  });

  it('prefixes a text sent under a topic with the bracketed label', () => {
    expect(withTopicLabel('  I miss her ', 'Grief')).toBe('[Grief] I miss her');
    expect(withTopicLabel('hello', null)).toBe('hello');
  });

  it('blocks sending blank text, without a room, or while sending', () => {
    expect(canSendText('hi', 'r1', false)).toBe(true);
    expect(canSendText('   ', 'r1', false)).toBe(false);
    expect(canSendText('hi', null, false)).toBe(false);
    expect(canSendText('hi', 'r1', true)).toBe(false);
  });
});

describe('chat error texts', () => {
  it('names the chat reason in the reader language before the general validation code', async () => {
    const { ApiError } = await import('@flow/api-client');
    const { chatErrorText } = await import('./api');
    const { initI18n } = await import('@flow/i18n');
    await initI18n({ language: 'en' });
    const refused = new ApiError(422, JSON.stringify({ error: 'validation_failed', reason: 'chat_contact_details', message: 'x' }), '');
    expect(chatErrorText(refused, 'fallback')).toBe('For everyone’s safety, phone numbers, e-mail addresses and links cannot be shared in chat.');
    expect(chatErrorText(new Error('network'), 'Please try again.')).toBe('Please try again.');
  });
});
