/** @jest-environment node */
import { MusicTrackList } from '@flow/contracts';
import builtIn from '../../public/music/tracks.json';
import { BUILT_IN_TRACKS, loadTracks } from './tracks';

describe('music tracks', () => {
  it('the built-in list is exactly what the contract makes of it, so it needs no parsing', () => {
    expect(MusicTrackList.parse(builtIn).tracks).toEqual(BUILT_IN_TRACKS);
  });

  it('parses a served list with the contract (defaults filled in)', async () => {
    const served = { tracks: [{ name: 'Rain', url: '/music/rain.m4a', type: 'nature' }] };
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(served), { status: 200 }));
    await expect(loadTracks(fetchImpl as unknown as typeof fetch)).resolves.toEqual([
      expect.objectContaining({ name: 'Rain', description: '', artist: '' }),
    ]);
  });

  it('falls back to the built-in list when the served one breaks the contract or is missing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const invalid = jest.fn(async () => new Response(JSON.stringify({ tracks: [{ name: '', url: 'ftp://x' }] }), { status: 200 }));
    await expect(loadTracks(invalid as unknown as typeof fetch)).resolves.toBe(BUILT_IN_TRACKS);
    const missing = jest.fn(async () => new Response('', { status: 404 }));
    await expect(loadTracks(missing as unknown as typeof fetch)).resolves.toBe(BUILT_IN_TRACKS);
    warn.mockRestore();
  });
});
