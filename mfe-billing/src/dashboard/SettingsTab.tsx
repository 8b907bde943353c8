import type { AuthUser } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { fullName } from '@flow/store';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Stack } from '@flow/ui';
import { Actions, Row, SignOutButton } from './parts';

/** Spec 001 §2 Settings: name, e-mail, the privacy note and Sign Out. */
export function SettingsTab({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Card>
        <CardHeader>
          <CardTitle>{t('dashboard.settings.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl style={{ margin: 0 }}>
            <Row>
              <dt>{t('dashboard.settings.name')}</dt>
              <dd>{fullName(user) || t('dashboard.settings.notProvided')}</dd>
            </Row>
            <Row>
              <dt>{t('dashboard.settings.email')}</dt>
              <dd>{user.email || t('dashboard.settings.notProvided')}</dd>
            </Row>
          </dl>
        </CardContent>
      </Card>
      <Card variant="soft">
        <CardHeader>
          <CardTitle>{t('dashboard.settings.privacyTitle')}</CardTitle>
          <CardDescription>{t('dashboard.settings.privacy')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Actions style={{ marginTop: 0 }}>
            <SignOutButton />
          </Actions>
        </CardContent>
      </Card>
    </Stack>
  );
}
