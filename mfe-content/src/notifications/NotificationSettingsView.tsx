import { useTranslation } from '@flow/i18n';
import { Badge, Button, Card, Input, Label, theme } from '@flow/ui';
import styled from 'styled-components';
import type { NotificationSettings, Permission } from './browserPush';

const Page = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.spacing[6]} ${theme.spacing[4]};
  h1 {
    margin: 0 0 ${theme.spacing[4]};
  }
`;
const Body = styled(Card)`
  padding: ${theme.spacing[5]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[3]};
  flex-wrap: wrap;
`;
const Switch = styled.input.attrs({ type: 'checkbox', role: 'switch' })`
  appearance: none;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: 9999px;
  background: ${theme.colors.borderStrong};
  position: relative;
  cursor: pointer;
  transition: background 0.15s;
  &::after {
    content: '';
    position: absolute;
    top: 0.1875rem;
    inset-inline-start: 0.1875rem;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: white;
    transition: transform 0.15s;
  }
  &:checked {
    background: ${theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(1.25rem);
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
const Blocked = styled.p`
  && {
    color: ${theme.colors.destructive};
  }
  background: ${theme.colors.destructiveSoft};
  padding: ${theme.spacing[3]};
  border-radius: ${theme.radii.md};
`;

export interface NotificationSettingsViewProps {
  settings: NotificationSettings;
  permission: Permission;
  busy?: boolean;
  onToggle: (on: boolean) => void;
  onTimeChange: (time: string) => void;
  onTest: () => void;
}

const PERMISSION_BADGE = { granted: 'success', denied: 'destructive', default: 'warning' } as const;
const PERMISSION_LABEL = { granted: 'permissionGranted', denied: 'permissionDenied', default: 'permissionDefault' } as const;

/** Spec 001 §2/§4: the one card of the Notification Settings page, in every state. */
export function NotificationSettingsView({ settings, permission, busy, onToggle, onTimeChange, onTest }: NotificationSettingsViewProps) {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('notifications.title')}</h1>
      <Body>
        <h2>{t('notifications.cardTitle')}</h2>
        <p>{t('notifications.cardText')}</p>
        <Row>
          <Label htmlFor="notify-toggle">{t('notifications.toggleLabel')}</Label>
          <Switch id="notify-toggle" checked={settings.enabled} disabled={busy} onChange={(e) => onToggle(e.target.checked)} />
        </Row>
        <Row>
          <Label htmlFor="notify-time">{t('notifications.timeLabel')}</Label>
          <Input id="notify-time" type="time" value={settings.time} style={{ width: 'auto' }} onChange={(e) => e.target.value && onTimeChange(e.target.value)} />
        </Row>
        <Row>
          <span>{t('notifications.permissionLabel')}</span>
          <Badge variant={PERMISSION_BADGE[permission]} data-testid="notify-permission">
            {t(`notifications.${PERMISSION_LABEL[permission]}`)}
          </Badge>
        </Row>
        {settings.enabled && permission === 'granted' && (
          <Button variant="outline" onClick={onTest}>
            {t('notifications.sendTest')}
          </Button>
        )}
        {permission === 'denied' && <Blocked role="note">{t('notifications.blockedNotice')}</Blocked>}
      </Body>
    </Page>
  );
}
