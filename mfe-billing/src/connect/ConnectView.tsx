import { CONNECT_DEFAULT_QUOTA, CONNECT_TEXT_MAX_LENGTH, type PublicMissionary } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, Container, Spinner, Textarea, theme } from '@flow/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Actions, NavButton } from '../dashboard/parts';
import { SignInRequired } from '../dashboard/SignInRequired';
import type { ConnectRequest } from './api';
import { MissionaryPicker } from './MissionaryPicker';
import { VoiceRecorder } from './VoiceRecorder';
import type { RecorderState } from './useVoiceRecorder';

const Page = styled(Container)`
  padding: ${theme.spacing[6]} ${theme.spacing[4]} ${theme.spacing[12]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${theme.fontSizes['2xl']};
`;
const Lead = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;
const Center = styled(Container)`
  padding: ${theme.spacing[12]} ${theme.spacing[4]};
  text-align: center;
`;
const Modes = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.spacing[2]};
`;
const Counter = styled.p<{ $over: boolean }>`
  margin: ${theme.spacing[1]} 0 0;
  text-align: right;
  font-size: ${theme.fontSizes.sm};
  color: ${({ $over }) => ($over ? theme.colors.destructive : theme.colors.textMuted)};
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[3]};
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

// Dimmed while the form is incomplete, but still a working button so a tap can say what is missing.
const SendButton = styled(Button)`
  &[data-incomplete='true'] {
    opacity: 0.55;
  }
`;

export type ConnectGate =
  | { kind: 'loading' }
  | { kind: 'signed-out' }
  | { kind: 'error'; onRetry: () => void }
  | { kind: 'premium-required'; onUpgrade: () => void }
  | { kind: 'quota-reached'; quota: number | null | undefined }
  | { kind: 'open'; remaining: number };

function BackLink({ premium }: { premium: boolean }) {
  const { t } = useTranslation();
  // Spec 001 §2: back to the dashboard for premium members, otherwise to the War Room.
  return (
    <div>
      <NavButton href={premium ? '/user-dashboard' : '/missionaries'} variant="ghost" size="sm" data-testid="connect-back">
        ← {premium ? t('connect.backDashboard') : t('connect.backMissionaries')}
      </NavButton>
    </div>
  );
}

/** The screens before the form: sign-in, Premium Required, Monthly Quota Reached, loading. */
export function ConnectGateView({ gate }: { gate: Exclude<ConnectGate, { kind: 'open' }> }) {
  const { t } = useTranslation();
  if (gate.kind === 'signed-out') return <SignInRequired description={t('connect.signInText')} />;
  if (gate.kind === 'loading') {
    return (
      <Center size="sm" aria-busy="true">
        <Spinner size={28} />
      </Center>
    );
  }
  if (gate.kind === 'error') {
    return (
      <Center size="sm" role="alert">
        <p>{t('dashboard.loadError')}</p>
        <Button variant="outline" onClick={gate.onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Center>
    );
  }
  const premium = gate.kind === 'quota-reached';
  return (
    <Page size="sm">
      <BackLink premium={premium} />
      <Card>
        <CardHeader>
          <CardTitle as="h1">{premium ? t('connect.quotaTitle') : t('connect.premiumTitle')}</CardTitle>
          <CardDescription>
            {gate.kind === 'quota-reached'
              ? t('connect.quotaText', { count: gate.quota ?? CONNECT_DEFAULT_QUOTA })
              : t('connect.premiumText')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Actions style={{ marginTop: 0 }}>
            {gate.kind === 'premium-required' && (
              <Button onClick={gate.onUpgrade} data-testid="connect-upgrade">
                {t('connect.upgrade')}
              </Button>
            )}
            <NavButton href="/user-dashboard" variant="outline">
              {t('connect.returnToDashboard')}
            </NavButton>
          </Actions>
        </CardContent>
      </Card>
    </Page>
  );
}

export interface RecorderProps {
  state: RecorderState;
  seconds: number;
  url: string | null;
  recording: Blob | null;
  start: () => void;
  stop: () => void;
  discard: () => void;
}

export interface ConnectFormProps {
  missionaries: PublicMissionary[] | undefined;
  missionariesError?: boolean;
  remaining: number;
  sending: boolean;
  recorder: RecorderProps;
  /** Validation problems become toasts (spec 001 §5); a valid request is sent. */
  onInvalid: (problem: 'missionary' | 'text' | 'voice') => void;
  onSend: (request: ConnectRequest) => void;
  initialMode?: 'text' | 'voice';
  initialMissionaryId?: string | null;
  initialText?: string;
}

/** Spec 001 §2: the three cards (missionary, message type, the request) and the footer. */
export function ConnectForm({
  missionaries,
  missionariesError,
  remaining,
  sending,
  recorder,
  onInvalid,
  onSend,
  initialMode = 'text',
  initialMissionaryId = null,
  initialText = '',
}: ConnectFormProps) {
  const { t } = useTranslation();
  const [missionaryId, setMissionaryId] = useState<string | null>(initialMissionaryId);
  const [mode, setMode] = useState<'text' | 'voice'>(initialMode);
  const [text, setText] = useState(initialText);
  const chooseId = useId();
  const textId = useId();

  const ready =
    missionaryId !== null && (mode === 'text' ? text.trim() !== '' && text.length <= CONNECT_TEXT_MAX_LENGTH : recorder.state === 'recorded');

  const submit = () => {
    if (!missionaryId) return onInvalid('missionary');
    if (mode === 'text') {
      if (!text.trim()) return onInvalid('text');
      onSend({ messageType: 'text', missionaryId, content: text });
    } else {
      if (recorder.state !== 'recorded' || !recorder.recording) return onInvalid('voice');
      onSend({ messageType: 'voice', missionaryId, recording: recorder.recording, seconds: recorder.seconds });
    }
  };

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2" id={chooseId}>
            1. {t('connect.chooseTitle')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {missionariesError ? (
            <p role="alert">{t('connect.loadError')}</p>
          ) : !missionaries ? (
            <p aria-busy="true">{t('connect.loadingMissionaries')}</p>
          ) : missionaries.length === 0 ? (
            <p>{t('connect.noMissionaries')}</p>
          ) : (
            <MissionaryPicker missionaries={missionaries} value={missionaryId} onChange={setMissionaryId} disabled={sending} labelledBy={chooseId} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">2. {t('connect.typeTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Modes role="group" aria-label={t('connect.typeTitle')}>
            {(['text', 'voice'] as const).map((m) => (
              <Button
                key={m}
                variant={mode === m ? 'primary' : 'outline'}
                aria-pressed={mode === m}
                disabled={sending || recorder.state === 'recording'}
                onClick={() => setMode(m)}
              >
                {m === 'text' ? t('connect.typeText') : t('connect.typeVoice')}
              </Button>
            ))}
          </Modes>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <label htmlFor={mode === 'text' ? textId : undefined}>3. {t('connect.requestTitle')}</label>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {mode === 'text' ? (
            <>
              <Textarea
                id={textId}
                value={text}
                maxLength={CONNECT_TEXT_MAX_LENGTH}
                placeholder={t('connect.placeholder')}
                disabled={sending}
                onChange={(e) => setText(e.target.value.slice(0, CONNECT_TEXT_MAX_LENGTH))}
                data-testid="connect-text"
              />
              <Counter $over={text.length > CONNECT_TEXT_MAX_LENGTH}>
                {t('connect.counter', { length: text.length, max: CONNECT_TEXT_MAX_LENGTH })}
              </Counter>
            </>
          ) : (
            <VoiceRecorder
              state={recorder.state}
              seconds={recorder.seconds}
              url={recorder.url}
              disabled={sending}
              onStart={recorder.start}
              onStop={recorder.stop}
              onDelete={recorder.discard}
            />
          )}
        </CardContent>
        <CardFooter>
          <Footer style={{ width: '100%' }}>
            <p data-testid="connect-remaining">{t('connect.remaining', { n: remaining })}</p>
            {/* Not disabled while incomplete: a tap then says what is missing (spec 001 §5 toasts). */}
            <SendButton onClick={submit} disabled={sending} data-incomplete={!ready} data-testid="connect-send">
              {sending ? t('connect.sending') : t('connect.send')}
            </SendButton>
          </Footer>
        </CardFooter>
      </Card>
    </>
  );
}

export interface ConnectViewProps extends Omit<ConnectFormProps, 'remaining'> {
  gate: ConnectGate;
}

/** /connect-missionary (spec 001 §2): one of the gates, or the form for a premium member with requests left. */
export function ConnectView({ gate, ...form }: ConnectViewProps) {
  const { t } = useTranslation();
  if (gate.kind !== 'open') return <ConnectGateView gate={gate} />;
  return (
    <Page size="sm">
      <BackLink premium />
      <Title>{t('connect.title')}</Title>
      <Lead>{t('connect.lead')}</Lead>
      <ConnectForm {...form} remaining={gate.remaining} />
    </Page>
  );
}
