import { useTranslation } from '@flow/i18n';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, theme } from '@flow/ui';
import styled from 'styled-components';

const Page = styled.div`
  padding: ${theme.spacing[8]} 0 6rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;

export interface AccessRequiredProps {
  /** Signed out: a missionary may simply need to sign in, so that is offered too. */
  signInHref?: string;
}

/** Spec 001 §2: Join as Missionary leads to the wizard. */
export const JOIN_HREF = '/join-mission';

/** Spec 001 §2: the dashboard without a missionary behind the session. */
export function AccessRequired({ signInHref }: AccessRequiredProps) {
  const { t } = useTranslation();
  return (
    <Container size="sm">
      <Page>
        <Card>
          <CardHeader>
            <CardTitle as="h1">{t('missionaryDashboard.accessTitle')}</CardTitle>
            <CardDescription>{t('missionaryDashboard.accessText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Actions>
              <Button href={JOIN_HREF}>{t('missionaryDashboard.joinAsMissionary')}</Button>
              {signInHref && (
                <Button href={signInHref} variant="outline">
                  {t('missionaryDashboard.signIn')}
                </Button>
              )}
            </Actions>
          </CardContent>
        </Card>
      </Page>
    </Container>
  );
}
