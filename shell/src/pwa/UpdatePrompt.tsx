import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, theme } from '@flow/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { pwaStore } from './pwaStore';
import { applyUpdate } from './serviceWorker';

const Row = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[3]};
  flex-wrap: wrap;
`;

/** The toast's body: the sentence and the Refresh button that installs the new version. */
export function UpdateAvailable({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Row>
      <span>{t('pwa.updateText')}</span>
      <Button size="sm" onClick={onRefresh} data-testid="pwa-refresh">
        {t('pwa.refresh')}
      </Button>
    </Row>
  );
}

/** "New version available — Refresh": shown once, when a new worker waits. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useStore(pwaStore, (s) => s.updateReady);
  useEffect(() => {
    if (!ready) return;
    toast({ title: t('pwa.updateTitle'), description: <UpdateAvailable onRefresh={applyUpdate} />, duration: 24 * 3600_000 });
  }, [ready, t]);
  return null;
}
