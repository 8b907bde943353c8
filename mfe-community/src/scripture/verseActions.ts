import { toast } from '@flow/store';
import type { TFunction } from 'i18next';

export interface SharedVerse {
  verse: string;
  reference: string;
}

export const verseText = ({ verse, reference }: SharedVerse) => `“${verse}” — ${reference}`;

/** Spec 000 §2/§8: copy confirms 'Verse copied to clipboard!'; a refused clipboard says so. */
export async function copyVerse(v: SharedVerse, t: TFunction): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(verseText(v));
    toast({ title: t('scripture.copied') });
    return true;
  } catch {
    toast({ title: t('scripture.copyFailed'), description: t('scripture.copyFailedText'), variant: 'destructive' });
    return false;
  }
}

/** The Web Share sheet where the device has one; copying otherwise (or when sharing fails). */
export async function shareVerse(v: SharedVerse, t: TFunction): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: t('scripture.shareTitle'), text: verseText(v) });
      return;
    } catch (err) {
      // The person closed the share sheet: nothing to do.
      if (err instanceof Error && err.name === 'AbortError') return;
    }
  }
  await copyVerse(v, t);
}
