import type { PublicMissionary } from '@flow/contracts';
import type { RecorderProps } from './ConnectView';

const person = (id: string, displayName: string, specialization: string, languages: string[]): PublicMissionary => ({
  id,
  displayName,
  firstName: displayName.split(' ')[1] ?? displayName,
  country: 'US',
  languages,
  specialization,
  isAI: false,
  bio: null,
  photoUrl: null,
  prayerCount: 12,
  createdAt: '2026-01-10T09:00:00.000Z',
});

export const sampleMissionaries: PublicMissionary[] = [
  person('m-1', 'Faithful Barnabas', 'Prayer Support', ['en', 'es']),
  person('m-2', 'Gentle Lydia', 'Grief & Loss', ['en']),
  person('m-3', 'Steadfast Timothy', 'Family & Relationships', ['fr', 'en']),
];

const noop = () => undefined;
export const idleRecorder: RecorderProps = { state: 'idle', seconds: 0, url: null, recording: null, start: noop, stop: noop, discard: noop };
