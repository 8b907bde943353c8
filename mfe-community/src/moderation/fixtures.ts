import type { ModerationQueueItem } from '@flow/contracts';

const base = {
  original: null,
  holdReason: null,
  flags: [],
  reportCount: 0,
  reportReasons: [],
  reportDetails: [],
  selfHarm: false,
  authorNoteSent: false,
  itemCreatedAt: '2026-05-01T08:00:00.000Z',
  queuedAt: '2026-05-01T08:00:00.000Z',
} satisfies Partial<ModerationQueueItem>;

/** One of each situation a moderator meets, oldest first. */
export const sampleQueue: ModerationQueueItem[] = [
  {
    ...base,
    itemType: 'post',
    itemId: 'held-self-harm',
    status: 'held',
    text: 'Some nights I want to die. I do not know who to talk to.',
    holdReason: 'self_harm',
    selfHarm: true,
  },
  {
    ...base,
    itemType: 'prayer_request',
    itemId: 'reported-visible',
    status: 'visible',
    text: 'Please pray for my brother. Call me at [contact removed].',
    original: 'Please pray for my brother. Call me at 555-0100.',
    reportCount: 3,
    reportReasons: [
      { reason: 'personal_info', count: 2 },
      { reason: 'spam', count: 1 },
    ],
    reportDetails: ['There is a phone number in it.'],
    queuedAt: '2026-05-01T09:30:00.000Z',
  },
  {
    ...base,
    itemType: 'response',
    itemId: 'hidden-by-reports',
    status: 'held',
    text: 'You people are all fools.',
    holdReason: 'reports',
    reportCount: 4,
    reportReasons: [{ reason: 'harassment', count: 4 }],
    queuedAt: '2026-05-01T10:00:00.000Z',
  },
  {
    ...base,
    itemType: 'post',
    itemId: 'flagged',
    status: 'visible',
    text: 'I feel so alone tonight.',
    flags: ['distress'],
    queuedAt: '2026-05-01T11:00:00.000Z',
  },
  {
    ...base,
    itemType: 'missionary_bio',
    itemId: 'bio',
    status: 'held',
    text: 'I have walked with grieving families for twenty years.',
    holdReason: 'new_submission',
    queuedAt: '2026-05-01T12:00:00.000Z',
  },
];
