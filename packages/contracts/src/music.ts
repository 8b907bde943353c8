import { z } from 'zod';

/** Spec 000 §9: volume 0–100 in steps of 5, 25 to start. */
export const MUSIC_VOLUME = { min: 0, max: 100, step: 5, default: 25 } as const;
/** Spec 000 §9: a new track cannot be chosen within 2 s of the last change. */
export const MUSIC_TRANSITION_GUARD_MS = 2000;
/** Spec 000 §8: after an audio error the next track starts 1 s later. */
export const MUSIC_ERROR_SKIP_MS = 1000;

/**
 * Spec 000 §3: a music track. `i18nKey` names the built-in tracks' translated name and
 * description (`chrome.music.tracks.<key>`); an operator's own tracks give `name` and
 * `description` as they are.
 */
export const MusicTrack = z.object({
  name: z.string().min(1).max(120),
  url: z.string().refine((u) => u.startsWith('/') || /^https:\/\//.test(u), 'url must be a path on this site or an https URL'),
  description: z.string().max(300).default(''),
  type: z.enum(['nature', 'music']),
  artist: z.string().max(120).default(''),
  i18nKey: z.string().regex(/^[a-z0-9-]+$/).optional(),
});
export type MusicTrack = z.infer<typeof MusicTrack>;

/** What /music/tracks.json holds: the player's list, in order. */
export const MusicTrackList = z.object({ tracks: z.array(MusicTrack).min(1).max(100) });
export type MusicTrackList = z.infer<typeof MusicTrackList>;
