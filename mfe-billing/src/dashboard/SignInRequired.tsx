import { useTranslation } from '@flow/i18n';
import { signInHref } from '@flow/store';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, theme } from '@flow/ui';
import styled from 'styled-components';
import { Actions, NavButton } from './parts';

const Wrap = styled(Container)`
  padding: ${theme.spacing[12]} ${theme.spacing[4]};
  text-align: center;
`;

/** Spec 001 §2: not signed in — Sign In (to /api/login) and Continue as Guest (to /). */
export function SignInRequired({ description }: { description?: string }) {
  const { t } = useTranslation();
  return (
    <Wrap size="sm">
      <Card>
        <CardHeader>
          <CardTitle as="h1">{t('dashboard.signInRequired')}</CardTitle>
          <CardDescription>{description ?? t('dashboard.signInRequiredText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Actions style={{ justifyContent: 'center', marginTop: 0 }}>
            <Button href={signInHref()}>{t('dashboard.signIn')}</Button>
            <NavButton href="/" variant="outline">
              {t('dashboard.continueAsGuest')}
            </NavButton>
          </Actions>
        </CardContent>
      </Card>
    </Wrap>
  );
}
