import type { Post } from '@flow/contracts';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** Sample wall content for stories and component tests. */
export const samplePosts: Post[] = [
  {
    id: '9f0a4c1e-0000-4000-8000-000000000001',
    content: "I lost my job this week and I'm scared about how we'll pay rent. I don't know where to turn.",
    anonymousId: 'anon_storyAuthor0001',
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
        anonymousId: 'anon_storyHelper0002',
        createdAt: minutesAgo(30),
        hearts: 2,
        liked: false,
      },
    ],
  },
  {
    id: '9f0a4c1e-0000-4000-8000-000000000002',
    content: 'Grateful today — my sister came home from the hospital.',
    anonymousId: 'anon_storyAuthor0003',
    createdAt: minutesAgo(3),
    hearts: 0,
    liked: false,
    aiResponse: null,
    communityResponses: [],
  },
];
