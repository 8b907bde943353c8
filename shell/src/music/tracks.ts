import type { MusicTrack } from '@flow/contracts';
import builtIn from '../../public/music/tracks.json';

/**
 * The tracks Flow ships (its own recordings, shell/public); used when the served list is
 * unusable. Taken as written, without zod: tracks.test.ts checks that the contract parses this
 * file to exactly itself.
 */
export const BUILT_IN_TRACKS: MusicTrack[] = builtIn.tracks as MusicTrack[];

/** Where the operator's list lives: replace this file in the deployed shell to change the music. */
export const TRACK_LIST_URL = '/music/tracks.json';

/** The served track list, or the built-in one when it is missing or invalid. */
export async function loadTracks(fetchImpl: typeof fetch = fetch): Promise<MusicTrack[]> {
  try {
    const res = await fetchImpl(TRACK_LIST_URL, { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`${res.status}`);
    // An operator's list is checked with the contract itself (defaults, URL rule): the player
    // loads after the first screen, so zod is no cost to it.
    const { MusicTrackList } = await import('@flow/contracts');
    return MusicTrackList.parse(await res.json()).tracks;
  } catch (err) {
    console.warn('Using the built-in music: the track list could not be read', err);
    return BUILT_IN_TRACKS;
  }
}
