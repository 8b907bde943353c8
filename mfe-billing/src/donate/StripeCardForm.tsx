import { useTranslation } from '@flow/i18n';
import { Button, DialogFooter, theme } from '@flow/ui';
// The pure entry loads Stripe.js only when loadStripe is called: the sandbox and every other
// page never fetch a script from Stripe.
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

const Mount = styled.div`
  min-height: 12rem;
  margin-bottom: ${theme.spacing[3]};
`;

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  onSuccess: () => void;
  /** The provider's own message (spec 001 §8: Payment Failed with it), or null when Stripe.js did not load. */
  onError: (message: string | null) => void;
  onBack: () => void;
  load?: (key: string) => Promise<Stripe | null>;
}

/** Stripe's Payment Element for a donation's PaymentIntent (spec 001 §4: no redirect unless required). */
export default function StripeCardForm({ publishableKey, clientSecret, amountLabel, onSuccess, onError, onBack, load = loadStripe }: StripeCardFormProps) {
  const { t } = useTranslation();
  const mount = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const elements = useRef<StripeElements | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    load(publishableKey).then(
      (loaded) => {
        if (!live) return;
        if (!loaded || !mount.current) {
          onError(null);
          return;
        }
        // 'auto': Stripe follows the browser; not every one of our nine codes is a Stripe locale.
        const els = loaded.elements({ clientSecret, locale: 'auto' });
        const element = els.create('payment');
        element.on('ready', () => setReady(true));
        element.mount(mount.current);
        stripe.current = loaded;
        elements.current = els;
      },
      () => live && onError(null),
    );
    return () => {
      live = false;
    };
    // The form is made once per PaymentIntent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, clientSecret]);

  async function pay() {
    if (!stripe.current || !elements.current) return;
    setBusy(true);
    const { error } = await stripe.current.confirmPayment({
      elements: elements.current,
      confirmParams: { return_url: window.location.origin },
      redirect: 'if_required',
    });
    if (error) {
      setBusy(false);
      onError(error.message ?? null);
      return;
    }
    onSuccess();
  }

  return (
    <>
      <Mount ref={mount} data-testid="stripe-payment-element" />
      <DialogFooter>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('donate.back')}
        </Button>
        <Button onClick={() => void pay()} disabled={!ready || busy} data-testid="donate-pay">
          {busy ? t('donate.processing') : t('donate.pay', { amount: amountLabel })}
        </Button>
      </DialogFooter>
    </>
  );
}
