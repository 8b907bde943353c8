import { userMessage } from '@flow/api-client';
import { isPremiumActive } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast, useSignedInUser, useUserStatus } from '@flow/store';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { ACCOUNT_KEY, HISTORY_KEY, useAccount } from '../account/api';
import { UpgradeDialog } from '../plans/UpgradeDialog';
import { sendPrayerConnection, useHumanMissionaries, type ConnectRequest } from './api';
import { ConnectView, type ConnectGate } from './ConnectView';
import { useVoiceRecorder } from './useVoiceRecorder';

/** /connect-missionary (spec 001 §2, §4, §5, §8). */
export default function ConnectPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const status = useUserStatus();
  const account = useAccount(user !== null);
  const premium = isPremiumActive(account.data);
  const team = useHumanMissionaries(user !== null && premium);
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  const [sending, setSending] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // A new form (text mode, nothing chosen) after each success.
  const [formKey, setFormKey] = useState(0);
  const onDenied = useCallback(
    () => toast({ title: t('connect.toast.micTitle'), description: t('connect.toast.micText'), variant: 'destructive' }),
    [t],
  );
  const recorder = useVoiceRecorder(onDenied);

  const onInvalid = (problem: 'missionary' | 'text' | 'voice') => {
    const key = problem === 'missionary' ? 'choose' : problem;
    toast({ title: t(`connect.toast.${key}Title`), description: t(`connect.toast.${key}Text`), variant: 'destructive' });
  };

  const onSend = async (request: ConnectRequest) => {
    setSending(true);
    try {
      await sendPrayerConnection(request);
      const name = team.missionaries?.find((m) => m.id === request.missionaryId)?.displayName ?? '';
      toast({ title: t('connect.toast.sentTitle'), description: t('connect.toast.sentText', { name }) });
      recorder.discard();
      setFormKey((k) => k + 1);
      await Promise.all([mutate(ACCOUNT_KEY), mutate(HISTORY_KEY)]);
      navigate('/user-dashboard');
    } catch (error) {
      toast({
        title: t('connect.toast.failedTitle'),
        description: userMessage(error, t('connect.toast.failedText')),
        variant: 'destructive',
      });
      // The allowance may have changed (spent elsewhere, plan ended): show the page as it now is.
      void account.mutate();
    } finally {
      setSending(false);
    }
  };

  let gate: ConnectGate;
  if (status === 'signed-out' || (account.error as { status?: number } | undefined)?.status === 401) gate = { kind: 'signed-out' };
  else if (!user || (!account.data && !account.error)) gate = { kind: 'loading' };
  else if (!account.data) gate = { kind: 'error', onRetry: () => void account.mutate() };
  else if (!premium) gate = { kind: 'premium-required', onUpgrade: () => setUpgradeOpen(true) };
  else if (account.data.remaining <= 0) gate = { kind: 'quota-reached', quota: account.data.monthlyQuota };
  else gate = { kind: 'open', remaining: account.data.remaining };

  return (
    <>
      <ConnectView
        key={formKey}
        gate={gate}
        missionaries={team.missionaries}
        missionariesError={Boolean(team.error)}
        sending={sending}
        recorder={recorder}
        onInvalid={onInvalid}
        onSend={(request) => void onSend(request)}
      />
      <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} account={account.data} />
    </>
  );
}
