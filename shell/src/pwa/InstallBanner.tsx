import { useTranslation } from '@flow/i18n';
import { Button, CloseIcon, IconButton, LogoMark, theme } from '@flow/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  INSTALL_PROMPT_DELAY_MS,
  dismissedRecently,
  isIosSafariInBrowser,
  rememberDismissal,
  type BeforeInstallPromptEvent,
} from './installPrompt';

const Banner = styled.aside`
  position: fixed;
  z-index: ${theme.zIndices.overlay};
  inset-inline: ${theme.spacing[3]};
  bottom: calc(${theme.spacing[3]} + env(safe-area-inset-bottom));
  max-width: 28rem;
  margin-inline: auto;
  display: flex;
  gap: ${theme.spacing[3]};
  align-items: flex-start;
  padding: ${theme.spacing[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.lg};
  border: 1px solid ${theme.colors.border};
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[2]};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
  p,
  ol {
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  ol {
    padding-inline-start: 1.2rem;
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${theme.spacing[2]};
  flex-wrap: wrap;
`;

export interface InstallBannerViewProps {
  /** iOS Safari: Add to Home Screen steps instead of an Install button. */
  ios: boolean;
  onInstall: () => void;
  onDismiss: () => void;
}

export function InstallBannerView({ ios, onInstall, onDismiss }: InstallBannerViewProps) {
  const { t } = useTranslation();
  return (
    <Banner aria-labelledby="install-title" data-testid="install-banner">
      <LogoMark size={40} />
      <Body>
        <h2 id="install-title">{t('pwa.installTitle')}</h2>
        <p>{t('pwa.installText')}</p>
        {ios ? (
          <ol>
            <li>{t('pwa.iosStep1')}</li>
            <li>{t('pwa.iosStep2')}</li>
          </ol>
        ) : (
          <Actions>
            <Button size="sm" onClick={onInstall}>
              {t('pwa.install')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t('pwa.notNow')}
            </Button>
          </Actions>
        )}
      </Body>
      <IconButton aria-label={t('common.close')} variant="ghost" size="sm" onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </Banner>
  );
}

/**
 * Spec 000 §4: the banner appears 5 seconds after the browser's install prompt (or on iOS Safari
 * outside the installed app) unless it was dismissed in the last 7 days.
 */
export function InstallBanner({ delayMs = INSTALL_PROMPT_DELAY_MS }: { delayMs?: number }) {
  const [visible, setVisible] = useState<'prompt' | 'ios' | null>(null);
  const deferred = useRef<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (dismissedRecently(Date.now())) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPrompt = (event: Event) => {
      // Keep the browser's own mini-bar away; Flow asks at its own moment.
      event.preventDefault();
      deferred.current = event as BeforeInstallPromptEvent;
      clearTimeout(timer);
      timer = setTimeout(() => setVisible('prompt'), delayMs);
    };
    const onInstalled = () => setVisible(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    if (isIosSafariInBrowser()) timer = setTimeout(() => setVisible('ios'), delayMs);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [delayMs]);

  if (!visible) return null;
  const dismiss = () => {
    rememberDismissal(Date.now());
    setVisible(null);
  };
  const install = async () => {
    const event = deferred.current;
    deferred.current = null;
    setVisible(null);
    if (!event) return;
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') rememberDismissal(Date.now());
  };
  return <InstallBannerView ios={visible === 'ios'} onInstall={() => void install()} onDismiss={dismiss} />;
}
