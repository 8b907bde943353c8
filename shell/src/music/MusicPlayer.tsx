import type { MusicTrack } from '@flow/contracts';
import { MUSIC_VOLUME } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { IconButton, theme } from '@flow/ui';
import { useEffect, useRef, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { initialMusicState, MusicPlayer as Player, type MusicState } from './player';
import { BUILT_IN_TRACKS, loadTracks } from './tracks';

const pulse = keyframes`
  0%, 100% { box-shadow: 0 0 0 0 rgba(124, 77, 255, 0.55); }
  50% { box-shadow: 0 0 0 8px rgba(124, 77, 255, 0); }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  width: min(20rem, calc(100vw - 6rem));
  padding: ${theme.spacing[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
`;
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing[2]};
  min-width: 0;
`;
const Info = styled.div`
  flex: 1;
  min-width: 0;
  strong {
    display: block;
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.xs};
    overflow-wrap: anywhere;
  }
`;
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[1]};
`;
const PlayButton = styled(IconButton)<{ $blocked: boolean }>`
  ${({ $blocked }) =>
    $blocked &&
    css`
      animation: ${pulse} 1.4s ease-in-out infinite;
      outline: 2px solid #7c4dff;
      outline-offset: 2px;
    `}
`;
const Volume = styled.input`
  flex: 1;
  min-width: 0;
  accent-color: ${theme.colors.primary};
`;
const Open = styled.button<{ $blocked: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 50%;
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  box-shadow: ${theme.shadows.md};
  cursor: pointer;
  ${({ $blocked }) =>
    $blocked &&
    css`
      animation: ${pulse} 1.4s ease-in-out infinite;
    `}
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
const Hint = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xs};
  color: ${theme.colors.primary};
`;

const Icon = ({ d }: { d: string }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
    <path d={d} />
  </svg>
);
const icons = {
  note: 'M12 3v10.55A4 4 0 1 0 14 17V7h4V3h-6z',
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  next: 'M6 18l8.5-6L6 6v12zm10-12v12h2V6h-2z',
  previous: 'M6 6h2v12H6zm3.5 6l8.5 6V6z',
  volume: 'M3 9v6h4l5 5V4L7 9H3zm13.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z',
  muted: 'M16.5 12A4.5 4.5 0 0 0 14 8v2.2l2.45 2.45c.03-.2.05-.41.05-.65zM19 12c0 .94-.2 1.82-.54 2.64l1.51 1.51A8.8 8.8 0 0 0 21 12c0-4.28-2.99-7.86-7-8.77v2.06c2.89.86 5 3.54 5 6.71zM4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06a8.99 8.99 0 0 0 3.69-1.81L19.73 21 21 19.73l-9-9L4.27 3zM12 4 9.91 6.09 12 8.18V4z',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
};

function useTrackText(track: MusicTrack) {
  const { t } = useTranslation();
  if (!track.i18nKey) return { name: track.name, description: track.description };
  const key = track.i18nKey as 'river-flowing';
  return {
    name: t(`chrome.music.tracks.${key}.name`, { defaultValue: track.name }),
    description: t(`chrome.music.tracks.${key}.description`, { defaultValue: track.description }),
  };
}

/** The panel's view of one player; separate from the wiring so stories can show any state. */
export function MusicPanel({ player, onClose }: { player: Player; onClose: () => void }) {
  const { t } = useTranslation();
  const state = useStore(player.store);
  const track = state.tracks[state.index];
  const text = useTrackText(track);
  return (
    <Panel aria-label={t('chrome.music.player')} data-testid="music-player" data-status={state.status} data-muted={state.muted}>
      <Head>
        <Info>
          <strong data-testid="music-track">{text.name}</strong>
          <small>
            {t(track.type === 'nature' ? 'chrome.music.nature' : 'chrome.music.music')}
            {track.artist ? ` · ${track.artist}` : ''}
          </small>
          {text.description && <small>{text.description}</small>}
        </Info>
        <IconButton size="sm" aria-label={t('chrome.music.close')} onClick={onClose}>
          <Icon d={icons.close} />
        </IconButton>
      </Head>
      <Controls>
        <IconButton aria-label={t('chrome.music.previous')} onClick={() => player.previous()} disabled={state.transitioning}>
          <Icon d={icons.previous} />
        </IconButton>
        <PlayButton
          $blocked={state.blocked}
          aria-label={state.status === 'playing' ? t('chrome.music.pause') : t('chrome.music.play')}
          data-blocked={state.blocked}
          onClick={() => void player.toggle()}
        >
          <Icon d={state.status === 'playing' ? icons.pause : icons.play} />
        </PlayButton>
        <IconButton aria-label={t('chrome.music.next')} onClick={() => player.next()} disabled={state.transitioning}>
          <Icon d={icons.next} />
        </IconButton>
        <IconButton aria-label={state.muted ? t('chrome.music.unmute') : t('chrome.music.mute')} aria-pressed={state.muted} onClick={() => player.toggleMute()}>
          <Icon d={state.muted ? icons.muted : icons.volume} />
        </IconButton>
        <Volume
          type="range"
          aria-label={t('chrome.music.volume')}
          min={MUSIC_VOLUME.min}
          max={MUSIC_VOLUME.max}
          step={MUSIC_VOLUME.step}
          value={state.volume}
          onChange={(e) => player.setVolume(Number(e.target.value))}
        />
      </Controls>
      {state.blocked && <Hint role="status">{t('chrome.music.blocked')}</Hint>}
    </Panel>
  );
}

/**
 * Spec 000 §4: the ambient music player. Nothing is downloaded until the visitor presses play
 * (preload none); the page being hidden pauses it and showing it resumes.
 */
const emptyStore = createStore<MusicState>()(() => initialMusicState(BUILT_IN_TRACKS));

export function MusicPlayer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The served list (checked with zod) loads on the first press: a visit that never opens the
  // player never pays for it (issue 17), and the button stands from the start.
  const [wanted, setWanted] = useState(false);
  const [player, setPlayer] = useState<Player | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    let created: Player | null = null;
    const audio = new Audio();
    audio.preload = 'none';
    audioRef.current = audio;
    void loadTracks().then((tracks) => {
      if (cancelled) return;
      created = new Player(audio, tracks.length ? tracks : BUILT_IN_TRACKS);
      setPlayer(created);
    });
    const onError = () => created?.failed();
    const onVisibility = () => (document.visibilityState === 'hidden' ? created?.hidden() : void created?.visible());
    audio.addEventListener('error', onError);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelled = true;
      audio.removeEventListener('error', onError);
      document.removeEventListener('visibilitychange', onVisibility);
      created?.dispose();
    };
  }, [wanted]);

  const blocked = useStore(player?.store ?? emptyStore, (s) => s.blocked);
  if (open && player) return <MusicPanel player={player} onClose={() => setOpen(false)} />;
  return (
    <Open
      type="button"
      $blocked={blocked}
      aria-label={t('chrome.music.open')}
      aria-busy={open && !player}
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
      data-testid="music-open"
    >
      <Icon d={icons.note} />
    </Open>
  );
}
