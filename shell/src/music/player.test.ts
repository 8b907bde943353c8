import type { MusicTrack } from '@flow/contracts';
import { MusicPlayer, type AudioLike } from './player';

const track = (n: number): MusicTrack => ({ name: `T${n}`, url: `/music/t${n}.m4a`, description: '', type: n === 0 ? 'nature' : 'music', artist: 'Flow' });
const tracks = [0, 1, 2, 3, 4].map(track);

class FakeAudio implements AudioLike {
  src = '';
  loop = false;
  muted = false;
  volume = 1;
  playing = false;
  refuse: null | 'NotAllowedError' | 'NotSupportedError' | 'AbortError' = null;
  async play() {
    if (this.refuse) {
      const err = new Error('refused');
      err.name = this.refuse;
      throw err;
    }
    this.playing = true;
  }
  pause() {
    this.playing = false;
  }
}

function setup() {
  jest.useFakeTimers();
  const audio = new FakeAudio();
  const player = new MusicPlayer(audio, tracks);
  return { audio, player };
}

afterEach(() => jest.useRealTimers());

describe('music player (spec 000 §4, §8, §9)', () => {
  it('starts paused on the first track, looping, at volume 25', () => {
    const { audio, player } = setup();
    expect(player.state).toMatchObject({ status: 'paused', index: 0, muted: false, volume: 25 });
    expect([audio.src, audio.loop, audio.volume]).toEqual(['/music/t0.m4a', true, 0.25]);
  });

  it('plays, pauses and mutes', async () => {
    const { audio, player } = setup();
    await player.toggle();
    expect([player.state.status, audio.playing]).toEqual(['playing', true]);
    player.toggleMute();
    expect([player.state.muted, audio.muted]).toEqual([true, true]);
    await player.toggle();
    expect([player.state.status, audio.playing]).toEqual(['paused', false]);
    player.toggleMute();
    expect(audio.muted).toBe(false);
  });

  it('keeps the volume between 0 and 100 in steps of 5', () => {
    const { audio, player } = setup();
    player.setVolume(42);
    expect([player.state.volume, audio.volume]).toEqual([40, 0.4]);
    player.setVolume(140);
    expect(player.state.volume).toBe(100);
    player.setVolume(-3);
    expect(player.state.volume).toBe(0);
  });

  it('wraps around with next and previous, 2 s apart at the earliest', () => {
    const { audio, player } = setup();
    expect(player.previous()).toBe(true);
    expect([player.state.index, audio.src]).toEqual([4, '/music/t4.m4a']);
    // Within the guard: ignored.
    expect(player.next()).toBe(false);
    jest.advanceTimersByTime(1999);
    expect(player.next()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(player.next()).toBe(true);
    expect(player.state.index).toBe(0);
    jest.advanceTimersByTime(2000);
    player.next();
    expect(player.state.index).toBe(1);
  });

  it('keeps playing across a track change', async () => {
    const { audio, player } = setup();
    await player.play();
    player.next();
    await Promise.resolve();
    expect([player.state.status, audio.src, audio.playing]).toEqual(['playing', '/music/t1.m4a', true]);
  });

  it('pauses while the page is hidden and resumes when it is shown', async () => {
    const { audio, player } = setup();
    await player.play();
    player.hidden();
    expect([player.state.status, audio.playing]).toEqual(['paused', false]);
    await player.visible();
    expect([player.state.status, audio.playing]).toEqual(['playing', true]);
  });

  it('does not start music the visitor had paused when the page comes back', async () => {
    const { audio, player } = setup();
    player.hidden();
    await player.visible();
    expect([player.state.status, audio.playing]).toEqual(['paused', false]);
  });

  it('highlights play when the browser blocks the resume', async () => {
    const { audio, player } = setup();
    await player.play();
    player.hidden();
    audio.refuse = 'NotAllowedError';
    await player.visible();
    expect(player.state).toMatchObject({ status: 'paused', blocked: true });
    audio.refuse = null;
    await player.play();
    expect(player.state).toMatchObject({ status: 'playing', blocked: false });
  });

  it('skips to the next track 1 s after an audio error, even within the guard', async () => {
    const { audio, player } = setup();
    await player.play();
    player.next();
    player.failed();
    jest.advanceTimersByTime(999);
    expect(player.state.index).toBe(1);
    jest.advanceTimersByTime(1);
    expect([player.state.index, audio.src]).toEqual([2, '/music/t2.m4a']);
  });

  it('takes a play() interrupted by a track change for what it is, not for an error', async () => {
    const { audio, player } = setup();
    await player.play();
    audio.refuse = 'AbortError';
    player.next();
    await Promise.resolve();
    jest.advanceTimersByTime(3000);
    expect(player.state).toMatchObject({ index: 1, status: 'playing', transitioning: false });
  });

  it('stops after every track failed in a row instead of cycling forever', async () => {
    const { audio, player } = setup();
    audio.refuse = 'NotSupportedError';
    await player.play();
    for (let i = 0; i < 10; i++) {
      jest.advanceTimersByTime(1000);
      await Promise.resolve();
    }
    expect(player.state.status).toBe('paused');
  });
});
