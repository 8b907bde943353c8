import { useTranslation } from '@flow/i18n';
import { Button, theme } from '@flow/ui';
import { useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { formatTimer, type RecorderState } from './useVoiceRecorder';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;
const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[6]} ${theme.spacing[4]};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceSunken};
  text-align: center;
`;
const Timer = styled.span`
  font-variant-numeric: tabular-nums;
  font-size: ${theme.fontSizes['2xl']};
  font-weight: ${theme.fontWeights.bold};
`;
const Dot = styled.span`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-right: ${theme.spacing[2]};
  border-radius: 50%;
  background: ${theme.colors.destructive};
  animation: ${pulse} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing[2]};
`;

export interface VoiceRecorderProps {
  state: RecorderState;
  seconds: number;
  /** The recorded audio, for the preview. */
  url: string | null;
  disabled?: boolean;
  onStart: () => void;
  onStop: () => void;
  onDelete: () => void;
}

/** Spec 001 §2: tap to start, tap to stop (timer m:ss), then a Recording ready preview with play/pause and Delete. */
export function VoiceRecorder({ state, seconds, url, disabled, onStart, onStop, onDelete }: VoiceRecorderProps) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  if (state === 'recorded') {
    const toggle = () => {
      const el = audio.current;
      if (!el) return;
      if (el.paused) void el.play().then(() => setPlaying(true), () => setPlaying(false));
      else {
        el.pause();
        setPlaying(false);
      }
    };
    return (
      <Box data-testid="voice-preview">
        <strong>{t('connect.ready')}</strong>
        <Timer aria-label={t('connect.voiceMessage', { seconds })}>{formatTimer(seconds)}</Timer>
        {url && <audio ref={audio} src={url} onEnded={() => setPlaying(false)} preload="metadata" />}
        <Row>
          <Button variant="outline" onClick={toggle} aria-pressed={playing} disabled={disabled}>
            {playing ? t('connect.pause') : t('connect.play')}
          </Button>
          <Button variant="ghost" onClick={onDelete} disabled={disabled}>
            {t('connect.delete')}
          </Button>
        </Row>
      </Box>
    );
  }
  const recording = state === 'recording';
  return (
    <Box>
      {recording && (
        <Timer role="timer" aria-live="off">
          <Dot aria-hidden="true" />
          {formatTimer(seconds)}
        </Timer>
      )}
      <Button
        variant={recording ? 'destructive' : 'primary'}
        onClick={recording ? onStop : onStart}
        disabled={disabled}
        aria-pressed={recording}
        data-testid="voice-record"
      >
        {recording ? t('connect.stop') : t('connect.record')}
      </Button>
      {recording && <span>{t('connect.recording')}</span>}
    </Box>
  );
}
