import { z } from 'zod';

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
