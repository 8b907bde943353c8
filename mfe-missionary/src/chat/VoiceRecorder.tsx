import { useTranslation } from '@flow/i18n';
import { Button, IconButton, Spinner, theme } from '@flow/ui';
import styled, { keyframes } from 'styled-components';
import { recordingTime } from './format';

export type VoicePhase =
  | { phase: 'idle' }
  | { phase: 'recording'; seconds: number }
  | { phase: 'processing' }
  | { phase: 'preview'; url: string; seconds: number };

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;
const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[2]};
  flex-wrap: wrap;
  audio {
    height: 2.5rem;
    width: 100%;
    flex: 1 1 100%;
  }
`;
const Dot = styled.span`
  width: 0.6rem;
  height: 0.6rem;
  border-radius: 50%;
  background: ${theme.colors.destructive};
  animation: ${pulse} 1s infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
const Timer = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.fontWeights.medium};
  flex: 1;
`;

function MicIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="9" y="2" width="6" height="12" rx="3" />
      <path d="M5 10a7 7 0 0 0 14 0M12 17v5M8 22h8" />
    </svg>
  );
}

export interface VoiceRecorderProps {
  state: VoicePhase;
  sending?: boolean;
  disabled?: boolean;
  onStart(): void;
  onStop(): void;
  onSend(): void;
  onCancel(): void;
}

/** Spec 001 §4: idle → recording (m:ss, ticking each second) → preview → sent or discarded. Human missionaries only. */
export function VoiceRecorder({ state, sending, disabled, onStart, onStop, onSend, onCancel }: VoiceRecorderProps) {
  const { t } = useTranslation();
  if (state.phase === 'idle') {
    return (
      <IconButton aria-label={t('chat.voice.record')} title={t('chat.voice.limit')} onClick={onStart} disabled={disabled} data-testid="voice-record">
        <MicIcon />
      </IconButton>
    );
  }
  if (state.phase === 'recording') {
    return (
      <Bar data-testid="voice-recording">
        <Dot aria-hidden="true" />
        <Timer role="timer" aria-live="off">
          {t('chat.voice.recording', { time: recordingTime(state.seconds) })}
        </Timer>
        <Button size="sm" variant="outline" onClick={onCancel}>
          {t('chat.voice.cancel')}
        </Button>
        <Button size="sm" variant="destructive" onClick={onStop}>
          {t('chat.voice.stop')}
        </Button>
      </Bar>
    );
  }
  if (state.phase === 'processing') {
    return (
      <Bar>
        <Spinner size={16} />
      </Bar>
    );
  }
  return (
    <Bar data-testid="voice-preview">
      <audio controls src={state.url} aria-label={t('chat.voice.preview')} />
      <Timer>{recordingTime(state.seconds)}</Timer>
      <Button size="sm" variant="outline" onClick={onCancel} disabled={sending}>
        {t('chat.voice.cancel')}
      </Button>
      <Button size="sm" onClick={onSend} loading={sending}>
        {t('chat.voice.send')}
      </Button>
    </Bar>
  );
}
