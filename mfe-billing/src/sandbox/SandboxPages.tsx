import { call, userMessage } from '@flow/api-client';
import { endpoints } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { useSignedInUser, useUserStatus, signInHref } from '@flow/store';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, theme } from '@flow/ui';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { goTo, type Navigate } from '../plans/api';
import { testModeNote } from './testModeNote';

const Page = styled(Container)`
  padding: ${theme.spacing[10]} ${theme.spacing[4]};
`;
const Stripe = styled.div`
  margin: -${theme.spacing[1]} 0 ${theme.spacing[4]};
  ${testModeNote}
`;
const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[3]} 0;
  border-top: 1px solid ${theme.colors.border};
  border-bottom: 1px solid ${theme.colors.border};
  font-weight: ${theme.fontWeights.semibold};
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
  margin-top: ${theme.spacing[5]};
`;
const Error = styled.p`
  margin: ${theme.spacing[3]} 0 0;
  color: ${theme.colors.destructive};
`;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page size="sm">
      <Card>
        <CardHeader>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <CardTitle>{title}</CardTitle>
            <Badge variant="warning">{t('plans.testMode')}</Badge>
          </div>
        </CardHeader>
        <CardContent>
          <Stripe role="note" data-testid="sandbox-test-mode">
            {t('sandbox.notice')}
          </Stripe>
          {children}
        </CardContent>
      </Card>
    </Page>
  );
}

function useSession(): string | null {
  const session = new URLSearchParams(useSearch()).get('session');
  return session && session.length >= 10 ? session : null;
}

/** Shared by both pages: the person must be signed in, and the link complete. */
function Guard({ session, children }: { session: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const status = useUserStatus();
  if (!session) return <Error role="alert">{t('sandbox.missing')}</Error>;
  if (status === 'signed-out') {
    return (
      <Buttons>
        <Button href={signInHref(window.location.pathname + window.location.search)}>{t('dashboard.signIn')}</Button>
      </Buttons>
    );
  }
  return <>{children}</>;
}

/** /checkout/sandbox: stands in for Stripe Checkout when no provider is configured. */
export function SandboxCheckout({ navigate = goTo }: { navigate?: Navigate }) {
  const { t } = useTranslation();
  const session = useSession();
  const user = useSignedInUser();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function finish(outcome: 'pay' | 'cancel') {
    if (!session) return;
    setBusy(outcome);
    setError(null);
    try {
      const { redirectTo } = await call(endpoints.sandboxCheckout, { body: { session, outcome } });
      navigate(redirectTo);
    } catch (err) {
      setBusy(null);
      setError(userMessage(err, t('plans.toast.failedText')));
    }
  }

  return (
    <Frame title={t('sandbox.checkoutTitle')}>
      <Guard session={session}>
        <CardDescription>{user?.email}</CardDescription>
        <Line>
          <span>{t('sandbox.item')}</span>
          <span>{t('dashboard.subscription.premiumPrice')}</span>
        </Line>
        <Buttons>
          <Button onClick={() => void finish('pay')} disabled={busy !== null} data-testid="sandbox-pay">
            {busy === 'pay' ? t('sandbox.processing') : t('sandbox.pay')}
          </Button>
          <Button variant="outline" onClick={() => void finish('cancel')} disabled={busy !== null} data-testid="sandbox-cancel">
            {t('sandbox.cancel')}
          </Button>
        </Buttons>
        {error && <Error role="alert">{error}</Error>}
      </Guard>
    </Frame>
  );
}

/** /checkout/sandbox/portal: stands in for Stripe's customer portal. */
export function SandboxPortal({ navigate = goTo }: { navigate?: Navigate }) {
  const { t } = useTranslation();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const { redirectTo } = await call(endpoints.sandboxPortal, { body: { session } });
      navigate(redirectTo);
    } catch (err) {
      setBusy(false);
      setError(userMessage(err, t('plans.toast.failedText')));
    }
  }

  return (
    <Frame title={t('sandbox.portalTitle')}>
      <Guard session={session}>
        <CardDescription>{t('sandbox.portalText')}</CardDescription>
        <Buttons>
          <Button variant="destructive" onClick={() => void cancel()} disabled={busy} data-testid="sandbox-cancel-subscription">
            {busy ? t('sandbox.processing') : t('sandbox.cancelSubscription')}
          </Button>
          <Button variant="outline" onClick={() => navigate('/user-dashboard')} disabled={busy}>
            {t('sandbox.back')}
          </Button>
        </Buttons>
        {error && <Error role="alert">{error}</Error>}
      </Guard>
    </Frame>
  );
}

