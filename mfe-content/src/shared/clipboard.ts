import { toast } from '@flow/store';
import type { TFunction } from 'i18next';

/**
 * Copies text and confirms with `title`; spec 001 §8: a refused clipboard says Copy Failed /
 * Unable to copy to clipboard. Please select and copy manually.
 */
export async function copyWithToast(text: string, title: string, t: TFunction): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    toast({ title });
    return true;
  } catch {
    toast({ title: t('scripture.copyFailed'), description: t('scripture.copyFailedText'), variant: 'destructive' });
    return false;
  }
}

/**
 * The Web Share sheet where there is one, copying otherwise. A closed sheet is no failure; any
 * other refusal is spec 001 §8's Share Failed / Could not share the verse. Please try again.
 */
export async function shareOrCopy(data: { title: string; text: string }, copiedTitle: string, t: TFunction): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
    } catch (err) {
      if (err instanceof Error && err.name === 'AbortError') return;
      toast({ title: t('content.shareFailed'), description: t('content.shareFailedText'), variant: 'destructive' });
    }
    return;
  }
  await copyWithToast(data.text, copiedTitle, t);
}

/** The visitor's calendar day as yyyy-MM-dd (local time, not UTC). */
export function localDateKey(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
