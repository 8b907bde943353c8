import type { Account, AuthUser, PrayerHistory } from '@flow/contracts';

export const sampleUser: AuthUser = {
  id: 'u-1',
  firstName: 'Ruth',
  lastName: 'of Moab',
  email: 'ruth@example.org',
  profileImageUrl: null,
};

export const freeAccount: Account = {
  anonymousId: 'anon_sampleRuth123',
  tier: 'freemium',
  status: 'active',
  remaining: 1,
  monthlyQuota: 1,
  currentUsage: 0,
  currentPeriodEnd: null,
  weeklyCap: null,
  weekRemaining: null,
  resetsAt: '2026-12-01T00:00:00.000Z',
};

export const freeUsedUp: Account = { ...freeAccount, remaining: 0, currentUsage: 1 };

export const premiumAccount: Account = {
  ...freeAccount,
  tier: 'premium',
  status: 'active',
  remaining: 5,
  monthlyQuota: 8,
  currentUsage: 3,
  currentPeriodEnd: '2026-12-24T09:30:00.000Z',
  weeklyCap: 2,
  weekRemaining: 1,
};

export const sampleHistory: PrayerHistory = {
  totalCount: 7,
  items: [
    { id: 'post:1', type: 'post', content: 'I have been anxious about my job for weeks.', createdAt: '2026-11-20T08:00:00.000Z', metadata: { isFromUser: true } },
    {
      id: 'ai:1',
      type: 'ai-response',
      content: 'You do not carry this alone. Bring each worry to Him, one at a time.',
      createdAt: '2026-11-20T08:00:05.000Z',
      metadata: { isFromUser: false, verse: 'Cast all your anxiety on him because he cares for you.', reference: '1 Peter 5:7', source: 'bible' },
    },
    { id: 'prayer:1', type: 'prayer-request', content: 'Please pray for my mother in hospital.', createdAt: '2026-11-21T09:00:00.000Z', metadata: { isFromUser: true } },
    {
      id: 'missionary:1',
      type: 'missionary-response',
      content: '',
      createdAt: '2026-11-21T10:00:00.000Z',
      metadata: { isFromUser: false, missionary: { displayName: 'Hannah of Shiloh', specialization: 'grief' }, responseType: 'voice', voiceDuration: 42 },
    },
    {
      id: 'missionary:2',
      type: 'missionary-response',
      content: 'We are praying for her healing tonight.',
      createdAt: '2026-11-21T10:30:00.000Z',
      metadata: { isFromUser: false, missionary: { displayName: null, specialization: null }, responseType: 'text' },
    },
    { id: 'chat:1', type: 'chat-message', content: 'Thank you for praying with me.', createdAt: '2026-11-21T11:00:00.000Z', metadata: { isFromUser: true, missionary: { displayName: 'Hannah of Shiloh', specialization: 'grief' }, responseType: 'text' } },
    { id: 'chat:2', type: 'chat-message', content: 'Peace be with you, friend.', createdAt: '2026-11-21T11:01:00.000Z', metadata: { isFromUser: false, missionary: { displayName: 'Hannah of Shiloh', specialization: 'grief' }, responseType: 'text' } },
  ],
};
