import type { ChatMessage, ChatMissionary, CountryCrisisLines } from '@flow/contracts';

export const aiMissionary: ChatMissionary = {
  id: 'ai-1',
  displayName: 'Hopeful Barnabas',
  firstName: 'Barnabas',
  country: 'US',
  languages: ['en', 'es'],
  isAI: true,
  photoUrl: null,
};

export const humanMissionary: ChatMissionary = {
  id: 'h-1',
  displayName: 'Faithful Ruth',
  firstName: 'Ruth',
  country: 'BR',
  languages: ['pt-BR', 'en'],
  isAI: false,
  photoUrl: null,
};

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 14, minute, 0)).toISOString();
let seq = 0;

export function message(partial: Partial<ChatMessage> & Pick<ChatMessage, 'id'>): ChatMessage {
  seq += 1;
  return {
    chatRoomId: 'room-1',
    seq,
    senderType: 'missionary',
    messageType: 'text',
    content: '',
    voiceUrl: null,
    voiceDuration: null,
    metadata: null,
    isRead: false,
    isMine: false,
    createdAt: at(seq),
    ...partial,
  };
}

export const greeting = message({
  id: 'm1',
  content:
    "Hello, I'm Hopeful Barnabas, an AI helper (not a person). I'm here to listen and pray with you. Choose the topic that is closest to your heart.",
  metadata: { ai: true, askTopic: true, stage: 'opening' },
});

export const visitorWorry = message({
  id: 'm2',
  senderType: 'user',
  isMine: true,
  content: '[Worry] I keep worrying about my job and I cannot sleep.',
  metadata: { selectedTopic: 'worry' },
});

export const helperAnswer = message({
  id: 'm3',
  content: 'It sounds like the worry about your work follows you into the night. That is heavy to carry alone.',
  metadata: {
    ai: true,
    stage: 'scripture',
    verse: { text: 'Cast all your anxiety on him because he cares for you.', reference: '1 Peter 5:7', source: 'bible' },
    followUpQuestion: 'What part of it weighs on you most tonight?',
    suggestions: ['The fear of losing it', 'Money for my family', 'Please pray for me'],
  },
});

export const conversation: ChatMessage[] = [greeting, visitorWorry, helperAnswer];

export const humanConversation: ChatMessage[] = [
  message({ id: 'h1', senderType: 'user', isMine: true, content: 'Hello Ruth, could you pray for my mother?' }),
  message({ id: 'h2', content: 'Of course. I am praying for her right now. What is her name?' }),
  message({ id: 'h3', senderType: 'user', isMine: true, messageType: 'voice', content: null, voiceUrl: '/api/chat-voice/h3', voiceDuration: 14 }),
];

const sampleCountry: CountryCrisisLines = {
  countryCode: 'US',
  name: 'United States',
  emergency: { display: '911', href: 'tel:911' },
  lines: [
    {
      id: 'us-988',
      name: '988 Suicide & Crisis Lifeline',
      kind: 'crisis',
      call: { display: '988', href: 'tel:988' },
      text: { display: '988', href: 'sms:988', body: null },
      chatUrl: 'https://988lifeline.org/chat/',
      hours: 'always',
      languages: ['en', 'es'],
      option: null,
      source: { url: 'https://988lifeline.org/', retrieved: '2026-01-01', kind: 'official' },
    },
  ],
};

export const crisisMessage = message({
  id: 'm4',
  content: 'I am so sorry you are hurting this much. You deserve help right now from people who can be with you.',
  metadata: {
    ai: true,
    stage: 'crisis',
    crisis: { countries: [sampleCountry], international: { name: 'Find A Helpline', url: 'https://findahelpline.com/' }, offerHuman: true },
  },
});
