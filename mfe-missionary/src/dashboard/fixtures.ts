import type { AssignedPrayerRequest, MissionaryProfile, MissionaryResponse } from '@flow/contracts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export const sampleProfile: MissionaryProfile = {
  id: 'm-1',
  name: 'Ana Souza',
  displayName: 'Faithful Priscilla',
  country: 'BR',
  languages: ['pt-BR', 'en', 'es'],
  specialization: 'grief',
  bio: 'I have walked through loss myself and pray for those who mourn.',
  prayerCount: 12,
  createdAt: '2026-05-01T09:00:00.000Z',
  isAI: false,
};

export const samplePending: AssignedPrayerRequest[] = [
  { id: 'r-1', content: 'Please pray for my mother, she has surgery on Friday and we are all very anxious.', createdAt: minutesAgo(25), hearts: 4 },
  {
    id: 'r-2',
    content:
      'I lost my job last month and I am trying to keep going for my children. Some days I do not know how we will pay the rent, and I feel ashamed to tell anyone at church. Please pray that a door opens and that I do not lose hope.',
    createdAt: minutesAgo(180),
    hearts: 11,
  },
  { id: 'r-3', content: 'Pray for peace in our home.', createdAt: minutesAgo(60 * 26), hearts: 0 },
];

/** Requests sent to this missionary alone through Connect with a Missionary (private, one a voice message). */
export const sampleDirect: AssignedPrayerRequest[] = [
  {
    id: 'd-1',
    content: 'Voice message prayer request',
    createdAt: minutesAgo(5),
    hearts: 0,
    direct: { messageType: 'voice', voiceUrl: '/api/prayer-connections/d-1/voice', voiceDuration: 48 },
  },
  {
    id: 'd-2',
    content: 'Please pray for my brother, who has not spoken to our family in two years.',
    createdAt: minutesAgo(40),
    hearts: 0,
    direct: { messageType: 'text', voiceUrl: null, voiceDuration: null },
  },
];

export const sampleResponses: MissionaryResponse[] = [
  {
    id: 'a-1',
    prayerRequestId: 'r-9',
    createdAt: '2026-11-20T18:42:00.000Z',
    isRead: true,
    responseType: 'text',
    content: 'Lord, hold this family close tonight and give the doctors steady hands. Amen.',
    voiceDuration: null,
  },
  {
    id: 'a-2',
    prayerRequestId: 'r-8',
    createdAt: '2026-11-18T07:05:00.000Z',
    isRead: false,
    responseType: 'text',
    content: 'I am praying that you find rest and know you are not alone.',
    voiceDuration: null,
  },
];
