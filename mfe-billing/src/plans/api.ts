import { ApiError, call, userMessage } from '@flow/api-client';
import { ErrorReason, endpoints, isPremiumActive, type Account } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast, useSignedInUser } from '@flow/store';
import { useState } from 'react';
import useSWR from 'swr';

/** Which provider takes payments: the sandbox is shown as a test mode. */
export function usePaymentsMode() {
  return useSWR(endpoints.paymentsMode.path, () => call(endpoints.paymentsMode), { revalidateOnFocus: false });
}

/** A full-page navigation (Stripe Checkout lives on another origin); tests replace it. */
export type Navigate = (url: string) => void;
export const goTo: Navigate = (url) => window.location.assign(url);

/**
 * Spec 001 §4 "Upgrade": needs the loaded account; starts a checkout and sends the browser to the
 * returned checkoutUrl; on failure the pending state resets and a toast says why (spec §8).
 */
export function useUpgrade(account: Account | undefined, navigate: Navigate = goTo) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [pending, setPending] = useState(false);

  async function start() {
    if (!user) {
      toast({ title: t('plans.toast.signInTitle'), description: t('plans.toast.signInText'), variant: 'destructive' });
      return;
    }
    if (!account?.anonymousId) {
      toast({ title: t('plans.toast.failedTitle'), description: t('plans.toast.userIdRequired'), variant: 'destructive' });
      return;
    }
    if (isPremiumActive(account)) {
      toast({ title: t('plans.toast.alreadyTitle'), description: t('plans.toast.alreadyText') });
      return;
    }
    setPending(true);
    try {
      const { checkoutUrl } = await call(endpoints.subscribeCheckout, { body: {} });
      navigate(checkoutUrl);
    } catch (err) {
      setPending(false);
      if (err instanceof ApiError && err.reason === ErrorReason.alreadyPremium) {
        toast({ title: t('plans.toast.alreadyTitle'), description: t('plans.toast.alreadyText') });
        return;
      }
      toast({ title: t('plans.toast.failedTitle'), description: userMessage(err, t('plans.toast.failedText')), variant: 'destructive' });
    }
  }

  return { start, pending };
}

/** Manage subscription: the provider's customer portal (or the sandbox's). */
export function useManageSubscription(navigate: Navigate = goTo) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  async function open() {
    setPending(true);
    try {
      const { url } = await call(endpoints.subscribePortal, { body: {} });
      navigate(url);
    } catch (err) {
      setPending(false);
      toast({ title: t('plans.toast.portalFailed'), description: userMessage(err, t('plans.toast.failedText')), variant: 'destructive' });
    }
  }
  return { open, pending };
}
