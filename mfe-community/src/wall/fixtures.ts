import type { Post, PrayerRequestWithResponses } from '@flow/contracts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** Sample wall content for stories and component tests. */
export const samplePosts: Post[] = [
  {
    id: '9f0a4c1e-0000-4000-8000-000000000001',
    content: "I lost my job this week and I'm scared about how we'll pay rent. I don't know where to turn.",
    avatar: 1,
    isMine: false,
    original: null,
    createdAt: minutesAgo(42),
    hearts: 7,
    liked: true,
    aiResponse: {
      id: 'a1',
      source: 'bible',
      verse: 'Therefore don’t be anxious for tomorrow, for tomorrow will be anxious for itself. Each day’s own evil is sufficient.',
      reference: 'Matthew 6:34',
      guidance:
        'Losing work shakes the ground under us. You do not have to carry next month tonight: take the next small step, and let others walk beside you.',
      createdAt: minutesAgo(41),
    },
    communityResponses: [
      {
        id: 'r1',
        postId: '9f0a4c1e-0000-4000-8000-000000000001',
        content: 'Praying for an open door for you this week.',
        avatar: 2,
        isMine: false,
        original: null,
        createdAt: minutesAgo(30),
        hearts: 2,
        liked: false,
      },
    ],
    prayedCount: null,
    prayedToday: true,
  },
  {
    id: '9f0a4c1e-0000-4000-8000-000000000002',
    content: 'Grateful today — my sister came home from the hospital.',
    avatar: 3,
    isMine: false,
    original: null,
    createdAt: minutesAgo(3),
    hearts: 0,
    liked: false,
    aiResponse: null,
    communityResponses: [],
    prayedCount: 4,
    prayedToday: false,
  },
];

/** Sample prayer wall: one answered with a testimony and guidance, one waiting for guidance. */
export const samplePrayers: PrayerRequestWithResponses[] = [
  {
    id: '7c1d2e3f-0000-4000-8000-000000000001',
    content: 'Please pray for my father, he starts chemotherapy on Monday.',
    avatar: 4,
    isMine: false,
    original: null,
    createdAt: minutesAgo(95),
    isAnswered: true,
    answeredAt: minutesAgo(10),
    originalTestimony: null,
    testimony: 'The first treatment went well and he is at home resting. Thank you all.',
    hearts: 12,
    liked: false,
    aiResponse: {
      id: 'pa1',
      source: 'bible',
      verse: 'Yahweh is near to those who have a broken heart, and saves those who have a crushed spirit.',
      reference: 'Psalm 34:18',
      guidance: 'Fear and hope can live in the same heart. Bring both to God, and let this community hold you up in prayer.',
      createdAt: minutesAgo(94),
    },
    prayedCount: null,
    prayedToday: true,
    responses: [
      {
        id: 'pr1',
        prayerRequestId: '7c1d2e3f-0000-4000-8000-000000000001',
        content: 'Praying for strength and peace for your whole family.',
        avatar: 0,
        isMine: false,
        original: null,
        createdAt: minutesAgo(60),
        hearts: 3,
        liked: true,
      },
    ],
  },
  {
    id: '7c1d2e3f-0000-4000-8000-000000000002',
    content: 'I have an interview tomorrow and I am so nervous.',
    avatar: 1,
    isMine: false,
    original: null,
    createdAt: minutesAgo(2),
    isAnswered: false,
    answeredAt: null,
    originalTestimony: null,
    testimony: null,
    hearts: 1,
    liked: false,
    aiResponse: null,
    prayedCount: null,
    prayedToday: false,
    responses: [],
  },
];
