import { CHAT_TOPICS, ChatClientFrame, ChatServerFrame, CreateChatRoomBody, SendChatMessageBody, chatEndpoints } from './index';

describe('chat contracts', () => {
  it('has the spec’s 8 topics in order', () => {
    expect(CHAT_TOPICS).toEqual(['grief', 'worry', 'heartbroken', 'lonely', 'fear', 'forgiveness', 'healing', 'direction']);
  });

  it('accepts the spec’s original bodies and refuses a voice data URL in the text call', () => {
    expect(CreateChatRoomBody.safeParse({ userAnonymousId: 'anon_abcdefgh', missionaryId: 'm1', status: 'active' }).success).toBe(true);
    const text = SendChatMessageBody.safeParse({
      chatRoomId: 'r1',
      senderType: 'user',
      senderAnonymousId: 'anon_abcdefgh',
      messageType: 'text',
      content: '  [Grief] I miss her  ',
      metadata: { selectedTopic: 'grief' },
      isRead: true,
    });
    expect(text.success && text.data.content).toBe('[Grief] I miss her');
    expect(SendChatMessageBody.safeParse({ chatRoomId: 'r1', messageType: 'voice', content: 'data:audio/wav;base64,AAAA' }).success).toBe(false);
    expect(SendChatMessageBody.safeParse({ chatRoomId: 'r1', content: '   ' }).success).toBe(false);
    expect(SendChatMessageBody.safeParse({ chatRoomId: 'r1', content: 'hi', metadata: { selectedTopic: 'joy' } }).success).toBe(false);
  });

  it('parses the socket frames both ways and refuses unknown ones', () => {
    expect(ChatClientFrame.safeParse({ type: 'join_room', roomId: 'r1', afterId: 'm9' }).success).toBe(true);
    expect(ChatClientFrame.safeParse({ type: 'join_room' }).success).toBe(false);
    expect(ChatClientFrame.safeParse({ type: 'shout', roomId: 'r1' }).success).toBe(false);
    expect(ChatServerFrame.safeParse({ type: 'joined_room', roomId: 'r1', authorized: false }).success).toBe(true);
    expect(ChatServerFrame.safeParse({ type: 'message_delta', roomId: 'r1', streamId: 's', delta: 'Peace ' }).success).toBe(true);
  });

  it('names every call with its path', () => {
    expect(chatEndpoints.chatMessages.path).toBe('/api/chat-messages/:roomId');
    expect(chatEndpoints.sendChatVoice.method).toBe('PUT');
  });
});
