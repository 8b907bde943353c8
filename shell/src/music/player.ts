import type { MusicTrack } from '@flow/contracts';
import { MUSIC_ERROR_SKIP_MS, MUSIC_TRANSITION_GUARD_MS, MUSIC_VOLUME } from '@flow/contracts/light';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The part of an <audio> element the player drives (a fake in tests). */
export interface AudioLike {
  src: string;
  loop: boolean;
  muted: boolean;
  volume: number;
  play(): Promise<void>;
  pause(): void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface MusicState {
  tracks: MusicTrack[];
  index: number;
  status: 'playing' | 'paused';
  muted: boolean;
  volume: number;
  /** Within the 2 s after a track change: next and previous are ignored. */
  transitioning: boolean;
  /** The browser refused to (re)start playback: the play button is highlighted. */
  blocked: boolean;
  /** Paused because the page was hidden; resumes when it is shown again. */
  pausedByHidden: boolean;
}

export const initialMusicState = (tracks: MusicTrack[]): MusicState => ({
  tracks,
  index: 0,
  status: 'paused',
  muted: false,
  volume: MUSIC_VOLUME.default,
  transitioning: false,
  blocked: false,
  pausedByHidden: false,
});

const clampVolume = (v: number) =>
  Math.min(MUSIC_VOLUME.max, Math.max(MUSIC_VOLUME.min, Math.round(v / MUSIC_VOLUME.step) * MUSIC_VOLUME.step));

/**
 * Spec 000 §4, §8, §9: playing / paused / muted, next and previous wrapping around, every track
 * looping, a 2 s guard between track changes, auto-pause while the page is hidden, and a skip to
 * the next track 1 s after an audio error.
 */
export class MusicPlayer {
  readonly store: StoreApi<MusicState>;
  private guard: unknown = null;
  private errorSkip: unknown = null;
  private failures = 0;

  constructor(
    private readonly audio: AudioLike,
    tracks: MusicTrack[],
    private readonly timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>) },
  ) {
    if (tracks.length === 0) throw new Error('The music player needs at least one track');
    this.store = createStore<MusicState>()(() => initialMusicState(tracks));
    audio.loop = true;
    audio.volume = MUSIC_VOLUME.default / 100;
    audio.src = tracks[0].url;
  }

  get state(): MusicState {
    return this.store.getState();
  }

  get track(): MusicTrack {
    return this.state.tracks[this.state.index];
  }

  play(): Promise<void> {
    this.store.setState({ status: 'playing', blocked: false, pausedByHidden: false });
    return this.start();
  }

  pause() {
    this.audio.pause();
    this.store.setState({ status: 'paused', pausedByHidden: false });
  }

  toggle(): Promise<void> {
    if (this.state.status === 'playing') {
      this.pause();
      return Promise.resolve();
    }
    return this.play();
  }

  toggleMute() {
    const muted = !this.state.muted;
    this.audio.muted = muted;
    this.store.setState({ muted });
  }

  setVolume(value: number) {
    const volume = clampVolume(value);
    this.audio.volume = volume / 100;
    this.store.setState({ volume });
  }

  /** False when ignored by the transition guard. */
  next(): boolean {
    return this.go(1);
  }

  previous(): boolean {
    return this.go(-1);
  }

  /** The page was hidden: pause, remembering to resume. */
  hidden() {
    if (this.state.status !== 'playing') return;
    this.audio.pause();
    this.store.setState({ status: 'paused', pausedByHidden: true });
  }

  /** The page is visible again: resume what the hiding paused (the browser may refuse). */
  visible(): Promise<void> {
    if (!this.state.pausedByHidden) return Promise.resolve();
    return this.play();
  }

  /** The audio element failed (missing file, bad format): try the next track after 1 s. */
  failed() {
    if (this.errorSkip !== null) return;
    // Every track failed in a row (offline, files removed): stop instead of cycling forever.
    this.failures += 1;
    if (this.failures > this.state.tracks.length) {
      this.failures = 0;
      this.audio.pause();
      this.store.setState({ status: 'paused' });
      return;
    }
    this.errorSkip = this.timers.setTimeout(() => {
      this.errorSkip = null;
      this.go(1, { force: true });
    }, MUSIC_ERROR_SKIP_MS);
  }

  dispose() {
    if (this.guard !== null) this.timers.clearTimeout(this.guard);
    if (this.errorSkip !== null) this.timers.clearTimeout(this.errorSkip);
    this.audio.pause();
  }

  private go(step: 1 | -1, { force = false } = {}): boolean {
    if (this.state.transitioning && !force) return false;
    const count = this.state.tracks.length;
    const index = (this.state.index + step + count) % count;
    this.store.setState({ index, transitioning: true });
    this.audio.src = this.state.tracks[index].url;
    if (this.guard !== null) this.timers.clearTimeout(this.guard);
    this.guard = this.timers.setTimeout(() => {
      this.guard = null;
      this.store.setState({ transitioning: false });
    }, MUSIC_TRANSITION_GUARD_MS);
    if (this.state.status === 'playing') void this.start();
    return true;
  }

  private async start(): Promise<void> {
    try {
      await this.audio.play();
      this.failures = 0;
    } catch (err) {
      // A newer track change interrupted this play(): the newer one decides.
      if (err instanceof Error && err.name === 'AbortError') return;
      // Autoplay rules refuse play() without a recent gesture: show it on the play button.
      if (err instanceof Error && err.name === 'NotAllowedError') {
        this.store.setState({ status: 'paused', blocked: true });
        return;
      }
      this.failed();
    }
  }
}
