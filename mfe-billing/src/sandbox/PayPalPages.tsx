import { call, userMessage } from '@flow/api-client';
import { endpoints } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, Spinner, theme } from '@flow/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { capturePayPalOrder } from '../donate/paypal';
import { goTo, type Navigate } from '../plans/api';
import { testModeNote } from './testModeNote';

const Page = styled(Container)`
  padding: ${theme.spacing[10]} ${theme.spacing[4]};
`;
const Note = styled.p`
  margin: 0 0 ${theme.spacing[4]};
  ${testModeNote}
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
  margin-top: ${theme.spacing[5]};
`;
const Problem = styled.p`
  margin: ${theme.spacing[3]} 0 0;
  color: ${theme.colors.destructive};
`;
const Center = styled(Container)`
  padding: ${theme.spacing[12]} ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing[3]};
  text-align: center;
`;

/** /checkout/sandbox/paypal: stands in for PayPal's approval page when PayPal is not configured. */
export function SandboxPayPal({ navigate = goTo }: { navigate?: Navigate }) {
  const { t } = useTranslation();
  const order = new URLSearchParams(useSearch()).get('order');
  const [busy, setBusy] = useState<'approve' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function decide(outcome: 'approve' | 'cancel') {
    if (!order) return;
    setBusy(outcome);
    setError(null);
    try {
      const { redirectTo } = await call(endpoints.sandboxPayPal, { body: { order, outcome } });
      navigate(redirectTo);
    } catch (err) {
      setBusy(null);
      setError(userMessage(err, t('donate.initErrorText')));
    }
  }

  return (
    <Page size="sm">
      <Card>
        <CardHeader>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
            <CardTitle as="h1">{t('sandbox.paypalTitle')}</CardTitle>
            <Badge variant="warning">{t('plans.testMode')}</Badge>
          </div>
        </CardHeader>
        <CardContent>
          <Note role="note" data-testid="sandbox-test-mode">
            {t('sandbox.paypalNotice')}
          </Note>
          {!order ? (
            <Problem role="alert">{t('sandbox.missing')}</Problem>
          ) : (
            <>
              <CardDescription>{t('sandbox.paypalItem')}</CardDescription>
              <Buttons>
                <Button onClick={() => void decide('approve')} disabled={busy !== null} data-testid="sandbox-paypal-approve">
                  {busy === 'approve' ? t('sandbox.processing') : t('sandbox.approve')}
                </Button>
                <Button variant="outline" onClick={() => void decide('cancel')} disabled={busy !== null} data-testid="sandbox-paypal-cancel">
                  {t('sandbox.cancel')}
                </Button>
              </Buttons>
              {error && <Problem role="alert">{error}</Problem>}
            </>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}

/**
 * /checkout/paypal/return: where PayPal (or the test page) sends the person back. An approved
 * order is captured here, once (the server records it once however often this runs); a
 * cancellation goes home quietly (spec 001 §8: only logged).
 */
export function PayPalReturn({ navigate = goTo }: { navigate?: Navigate }) {
  const { t } = useTranslation();
  const params = new URLSearchParams(useSearch());
  const order = params.get('token');
  const cancelled = params.get('cancelled') === '1';
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!order || cancelled) {
      console.info('PayPal donation cancelled');
      navigate('/');
      return;
    }
    capturePayPalOrder(order).then(
      () => {
        toast({ title: t('donate.thanksTitle'), description: t('donate.thanksText') });
        navigate('/');
      },
      (err: unknown) => {
        console.warn('PayPal capture failed', err);
        setFailed(true);
      },
    );
  }, [order, cancelled, navigate, t]);

  if (failed) {
    return (
      <Center size="sm" role="alert">
        <p>{t('donate.paypalFailed')}</p>
        <Button href="/" variant="outline">
          {t('donate.paypalHome')}
        </Button>
      </Center>
    );
  }
  return (
    <Center size="sm" aria-busy="true">
      <Spinner size={28} />
      <p>{t('donate.paypalConfirming')}</p>
    </Center>
  );
}
