import { isQueuedOffline, userMessage } from '@flow/api-client';
import { toast, type ToastInput } from '@flow/store';
import { useState } from 'react';
import { refreshPosts } from './api';

/**
 * A text the person is writing for the wall: trimmed before sending, kept in the box when
 * sending fails (nothing they wrote is lost), cleared and the wall refreshed when it succeeds.
 */
export function useDraft(
  send: (text: string) => Promise<unknown>,
  options: {
    maxLength: number;
    /** null: the sender shows its own outcome (e.g. a post held for review). */
    success?: ToastInput | ((result: unknown) => ToastInput | null);
    failure: { title: string; text: string };
    /** Runs before sending, e.g. the composer's processing pause. */
    before?: () => Promise<void>;
    /** What to refetch afterwards; the posts wall by default. */
    refresh?: () => Promise<unknown>;
    /** Offline, the service worker kept the text to send later: what to tell the writer. */
    queued?: ToastInput;
  },
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
      await options.before?.();
      const result = await send(trimmed);
      setContent('');
      const success = typeof options.success === 'function' ? options.success(result) : options.success;
      if (success) toast(success);
      await (options.refresh ?? refreshPosts)();
    } catch (error) {
      if (isQueuedOffline(error) && options.queued) {
        // Kept by the browser and sent when the connection returns: clearing the box avoids a
        // second copy being sent by a second press.
        setContent('');
        toast(options.queued);
        return;
      }
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
