import type { MissionaryTeam, PublicMissionary } from '@flow/contracts';

const base = { prayerCount: 0, createdAt: '2026-11-01T09:00:00.000Z', photoUrl: null } as const;

export const aiHelper: PublicMissionary = {
  ...base,
  id: 'ai-1',
  displayName: 'Hopeful Barnabas',
  firstName: 'Hope',
  country: 'OTHER',
  languages: ['en', 'es', 'pt-BR'],
  specialization: 'general',
  isAI: true,
  bio: 'I am an AI helper, not a person. I can share scripture and a gentle word at any hour, in English, Spanish and Portuguese.',
};

export const humanMissionary: PublicMissionary = {
  ...base,
  id: 'human-1',
  displayName: 'Faithful Priscilla',
  firstName: 'Ana',
  country: 'BR',
  languages: ['pt-BR', 'en'],
  specialization: 'grief',
  isAI: false,
  bio: 'I have walked through loss myself and pray for those who mourn.',
  prayerCount: 12,
};

/** A human whose bio is still waiting for a moderator. */
export const pendingBio: PublicMissionary = {
  ...base,
  id: 'human-2',
  displayName: 'Steadfast Caleb',
  firstName: 'Ken',
  country: 'UK',
  languages: ['en'],
  specialization: 'Prayer Support',
  isAI: false,
  bio: null,
};

export const sampleTeam: MissionaryTeam = { activeCount: 3, missionaries: [aiHelper, humanMissionary, pendingBio] };
