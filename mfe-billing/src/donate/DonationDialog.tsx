import { call, userMessage } from '@flow/api-client';
import { DONATION_DEFAULT, DONATION_TYPING, donationMinorUnits, endpoints } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, Dialog, DialogFooter, Field, Input, theme } from '@flow/ui';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { goTo, usePaymentsMode, type Navigate } from '../plans/api';
import { usePayPalSetup } from './paypal';
import { testModeNote } from '../sandbox/testModeNote';
import type { DonationDialogProps } from '@flow/store';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** Spec 001 §9: the dialog closes 2 seconds after a successful donation. */
export const CLOSE_AFTER_MS = 2000;

type Step = 'amount' | 'method' | 'card' | 'paypal';

const Hint = styled.p`
  margin: ${theme.spacing[2]} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
const Methods = styled.div`
  display: grid;
  gap: ${theme.spacing[2]};
`;
const TestNote = styled.p`
  margin: 0 0 ${theme.spacing[3]};
  ${testModeNote}
`;
const Total = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
`;

// PayPal's colours, so the button reads as PayPal's; it leads to PayPal's page, not its script.
const PayPalButton = styled(Button)`
  background: #ffc439;
  color: #111;
  &:hover:not(:disabled) {
    background: #f2ba36;
  }
`;

export type { DonationDialogProps };

/**
 * Spec 001 §2 "Support Flow Development": amount, then method, then the card form. Only the
 * methods that work end to end here are offered (docs/decisions.md, "Donations").
 */
export function DonationDialog({ open, onOpenChange, navigate = goTo }: DonationDialogProps & { navigate?: Navigate }) {
  const { t, i18n } = useTranslation();
  const mode = usePaymentsMode();
  const paypal = usePayPalSetup(open);
  const [step, setStep] = useState<Step>('amount');
  const [amount, setAmount] = useState(DONATION_DEFAULT);
  const [clientSecret, setClientSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const reset = () => {
    setStep('amount');
    setAmount(DONATION_DEFAULT);
    setClientSecret(null);
    setBusy(false);
  };
  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  const close = (next: boolean) => {
    if (!next) {
      if (closeTimer.current) clearTimeout(closeTimer.current);
      reset();
    }
    onOpenChange(next);
  };

  const minor = donationMinorUnits(amount);
  const shown = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format((minor ?? 0) / 100);

  function toMethod() {
    if (minor === null) {
      toast({ title: t('donate.invalidTitle'), description: t('donate.invalidText'), variant: 'destructive' });
      return;
    }
    setStep('method');
  }

  async function chooseCard() {
    setBusy(true);
    try {
      const result = await call(endpoints.createPaymentIntent, { body: { amount } });
      setClientSecret(result.clientSecret);
      setStep('card');
    } catch (err) {
      toast({ title: t('donate.initErrorTitle'), description: userMessage(err, t('donate.initErrorText')), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  /**
   * PayPal: the order is made for this amount on the server, then the person approves it on
   * PayPal's own page (or the local test page); the return page captures it.
   */
  async function toPayPal() {
    setBusy(true);
    try {
      const order = await call(endpoints.paypalCreateOrder, { body: { amount, currency: 'USD', intent: 'CAPTURE' } });
      navigate(order.approveUrl);
    } catch (err) {
      // Spec 001 §8: PayPal errors are logged; the button simply becomes available again.
      console.warn('PayPal order could not be created', err);
      setBusy(false);
    }
  }

  function succeeded() {
    toast({ title: t('donate.thanksTitle'), description: t('donate.thanksText') });
    closeTimer.current = setTimeout(() => close(false), CLOSE_AFTER_MS);
  }

  async function pay() {
    if (!clientSecret) return;
    setBusy(true);
    try {
      await call(endpoints.sandboxCard, { body: { clientSecret } });
      succeeded();
    } catch (err) {
      setBusy(false);
      toast({ title: t('donate.failedTitle'), description: userMessage(err, t('donate.initErrorText')), variant: 'destructive' });
    }
  }

  const sandbox = mode.data?.mode === 'sandbox';
  const publishableKey = mode.data?.mode === 'stripe' ? (mode.data.publishableKey ?? null) : null;
  const cardAvailable = sandbox || publishableKey !== null;
  const paypalMode = paypal.data?.mode ?? 'off';

  return (
    <Dialog open={open} onOpenChange={close} title={t('donate.title')} description={t('donate.description')} closeLabel={t('common.close')}>
      {step === 'amount' && (
        <>
          <Field label={t('donate.amountLabel')} hint={t('donate.hint')}>
            <Input
              id="donation-amount"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => {
                if (DONATION_TYPING.test(e.target.value)) setAmount(e.target.value);
              }}
            />
          </Field>
          <DialogFooter>
            <Button onClick={toMethod} data-testid="donate-continue">
              {t('donate.continue')}
            </Button>
          </DialogFooter>
        </>
      )}
      {step === 'method' && (
        <>
          <Total>{t('donate.donating', { amount: shown })}</Total>
          <Hint>{t('donate.methodTitle')}</Hint>
          <Methods style={{ marginTop: 12 }}>
            {cardAvailable ? (
              <Button variant="outline" onClick={() => void chooseCard()} disabled={busy} data-testid="donate-card">
                {busy ? t('donate.processing') : t('donate.card')}
              </Button>
            ) : null}
            {paypalMode !== 'off' && (
              <Button variant="outline" onClick={() => setStep('paypal')} disabled={busy} data-testid="donate-paypal">
                {t('donate.paypal')}
              </Button>
            )}
            {!cardAvailable && paypalMode === 'off' && (
              <Hint role="status">{mode.isLoading || paypal.isLoading ? t('donate.processing') : t('donate.unavailable')}</Hint>
            )}
          </Methods>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setStep('amount')} disabled={busy}>
              {t('donate.back')}
            </Button>
          </DialogFooter>
        </>
      )}
      {step === 'card' && publishableKey && clientSecret && (
        <>
          <Total>{t('donate.donating', { amount: shown })}</Total>
          <Suspense fallback={<Hint>{t('donate.processing')}</Hint>}>
            <StripeCardForm
              publishableKey={publishableKey}
              clientSecret={clientSecret}
              amountLabel={shown}
              onSuccess={succeeded}
              onError={(message) =>
                toast({ title: t('donate.failedTitle'), description: message ?? t('donate.initErrorText'), variant: 'destructive' })
              }
              onBack={() => setStep('method')}
            />
          </Suspense>
        </>
      )}
      {step === 'paypal' && (
        <>
          {paypalMode === 'sandbox' && (
            <TestNote role="note" data-testid="donate-paypal-test-mode">
              {t('donate.testPayPal')}
            </TestNote>
          )}
          <Total>{t('donate.donating', { amount: shown })}</Total>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setStep('method')} disabled={busy}>
              {t('donate.back')}
            </Button>
            <PayPalButton onClick={() => void toPayPal()} disabled={busy} data-testid="donate-paypal-continue">
              {busy ? t('donate.processing') : t('donate.paypalContinue')}
            </PayPalButton>
          </DialogFooter>
        </>
      )}
      {step === 'card' && sandbox && (
        <>
          <TestNote role="note" data-testid="donate-test-mode">
            {t('donate.testCard')}
          </TestNote>
          <Total>{t('donate.donating', { amount: shown })}</Total>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setStep('method')} disabled={busy}>
              {t('donate.back')}
            </Button>
            <Button onClick={() => void pay()} disabled={busy} data-testid="donate-pay">
              {busy ? t('donate.processing') : t('donate.pay', { amount: shown })}
            </Button>
          </DialogFooter>
        </>
      )}
    </Dialog>
  );
}
