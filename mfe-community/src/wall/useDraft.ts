import { userMessage } from '@flow/api-client';
import { toast, type ToastInput } from '@flow/store';
import { useState } from 'react';
import { refreshPosts } from './api';

/**
 * A text the person is writing for the wall: trimmed before sending, kept in the box when
 * sending fails (nothing they wrote is lost), cleared and the wall refreshed when it succeeds.
 */
export function useDraft(
  send: (text: string) => Promise<unknown>,
  options: { maxLength: number; success?: ToastInput; failure: { title: string; text: string } },
) {
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = content.trim();
  const tooLong = trimmed.length > options.maxLength;
  const canSubmit = trimmed.length > 0 && !busy && !tooLong;

  async function submit() {
    if (!canSubmit) return;
    setBusy(true);
    try {
      await send(trimmed);
      setContent('');
      if (options.success) toast(options.success);
      await refreshPosts();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: options.failure.title,
        description: userMessage(error, options.failure.text),
      });
    } finally {
      setBusy(false);
    }
  }

  return { content, setContent, busy, tooLong, canSubmit, submit };
}
