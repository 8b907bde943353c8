import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { useState } from 'react';
import {
  currentPermission,
  loadSettings,
  notificationsSupported,
  requestPermission,
  saveSettings,
  showTestNotification,
  subscribe,
  unsubscribe,
  type NotificationSettings,
  type Permission,
} from './browserPush';
import { NotificationSettingsView } from './NotificationSettingsView';

/** /notification-settings (spec 001 §2, §4, §8): the daily-verse reminder, sent by Web Push. */
export default function NotificationSettingsScreen() {
  const { t, i18n } = useTranslation();
  const [settings, setSettings] = useState<NotificationSettings>(loadSettings);
  const [permission, setPermission] = useState<Permission>(currentPermission);
  const [busy, setBusy] = useState(false);

  const apply = (next: NotificationSettings) => {
    setSettings(next);
    saveSettings(next);
  };

  async function turnOn() {
    if (!notificationsSupported()) {
      toast({ variant: 'destructive', title: t('notifications.notSupportedTitle'), description: t('notifications.notSupportedText') });
      return;
    }
    let granted = permission === 'granted';
    if (!granted) {
      const asked = await requestPermission();
      setPermission(asked.permission);
      granted = asked.permission === 'granted';
      if (!granted) {
        toast({ variant: 'destructive', title: t('notifications.deniedTitle'), description: t('notifications.deniedText') });
        return;
      }
    }
    await subscribe(settings.time, i18n.language);
    apply({ ...settings, enabled: true });
    toast({ title: t('notifications.enabledTitle'), description: t('notifications.enabledText', { time: settings.time }) });
  }

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      if (on) await turnOn();
      else {
        apply({ ...settings, enabled: false });
        toast({ title: t('notifications.disabledTitle'), description: t('notifications.disabledText') });
        // Off on this page at once; the server forgets the subscription as soon as it can.
        await unsubscribe().catch((error: unknown) => console.warn('[flow] unsubscribe failed', error));
      }
    } catch (error) {
      console.warn('[flow] enabling notifications failed', error);
      toast({ variant: 'destructive', title: t('notifications.errorTitle'), description: t('notifications.errorText') });
    } finally {
      setBusy(false);
    }
  }

  async function changeTime(time: string) {
    apply({ ...settings, time });
    if (!settings.enabled) return;
    toast({ title: t('notifications.timeUpdatedTitle'), description: t('notifications.timeUpdatedText', { time }) });
    if (permission === 'granted') {
      await subscribe(time, i18n.language).catch(() =>
        toast({ variant: 'destructive', title: t('notifications.errorTitle'), description: t('notifications.errorText') }),
      );
    }
  }

  async function test() {
    if (currentPermission() !== 'granted') {
      toast({ variant: 'destructive', title: t('notifications.permissionRequiredTitle'), description: t('notifications.permissionRequiredText') });
      return;
    }
    try {
      await showTestNotification(t('notifications.pushTitle'), t('notifications.testBody'));
      toast({ title: t('notifications.testSentTitle'), description: t('notifications.testSentText') });
    } catch {
      toast({ variant: 'destructive', title: t('notifications.testFailedTitle'), description: t('notifications.testFailedText') });
    }
  }

  return (
    <NotificationSettingsView
      settings={settings}
      permission={permission}
      busy={busy}
      onToggle={(on) => void toggle(on)}
      onTimeChange={(time) => void changeTime(time)}
      onTest={() => void test()}
    />
  );
}
