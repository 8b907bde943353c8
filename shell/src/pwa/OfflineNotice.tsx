import { useTranslation } from '@flow/i18n';
import styled from 'styled-components';
import { useStore } from 'zustand';
import { pwaStore } from './pwaStore';
import { theme } from '@flow/ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.spacing[1]} ${theme.spacing[3]};
  padding: ${theme.spacing[2]} ${theme.spacing[4]};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primarySoftText};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
  overflow-wrap: anywhere;
`;

export interface OfflineNoticeViewProps {
  /** Offline, or a read just came from the browser's copy. */
  showingSaved: boolean;
  /** Posts and prayer requests waiting in the browser. */
  waiting: number;
}

/** The calm line over the page while Flow shows what it saw last, and what waits to be sent. */
export function OfflineNoticeView({ showingSaved, waiting }: OfflineNoticeViewProps) {
  const { t } = useTranslation();
  if (!showingSaved && waiting === 0) return null;
  return (
    <Bar role="status" data-testid="offline-notice">
      {showingSaved && <span>{t('pwa.offlineNotice')}</span>}
      {waiting > 0 && <span data-testid="offline-waiting">{t('pwa.waiting', { count: waiting })}</span>}
    </Bar>
  );
}

export function OfflineNotice() {
  const offline = useStore(pwaStore, (s) => s.offline);
  const showingSaved = useStore(pwaStore, (s) => s.showingSaved);
  const waiting = useStore(pwaStore, (s) => s.waiting);
  return <OfflineNoticeView showingSaved={offline || showingSaved} waiting={waiting} />;
}
