import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button } from '@flow/ui';
import { useState } from 'react';
import { generateMannaImage } from './api';
import type { MannaVerse } from './MannaVerseCard';

/** A data: URL as a blob: URL, which a new tab may open (browsers refuse top-level data: URLs). */
export function dataUrlToBlobUrl(dataUrl: string): string {
  const [head, base64] = dataUrl.split(',', 2);
  const type = /^data:([^;]+);base64$/.exec(head)?.[1];
  if (!type || base64 === undefined) throw new Error('Not a base64 data: URL');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type }));
}

/**
 * Spec 001 §4/§8: Image shows 'Generating Image...', then the toast and the picture in a new tab;
 * a failure says Image Generation Failed. The tab is opened on the click itself, so no popup
 * blocker stops it, and pointed at the picture once it is drawn.
 */
export function ImageButton({ verse, generate = generateMannaImage }: { verse: MannaVerse; generate?: (verse: MannaVerse) => Promise<string> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const tab = window.open('about:blank', '_blank');
    try {
      const url = dataUrlToBlobUrl(await generate(verse));
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      }
      toast({ title: t('manna.imageGenerated'), description: t('manna.imageGeneratedText') });
    } catch {
      tab?.close();
      toast({ title: t('manna.imageFailed'), description: t('manna.imageFailedText'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void onClick()} disabled={busy} aria-busy={busy} data-testid="manna-image-button">
      {busy ? t('manna.generating') : t('manna.image')}
    </Button>
  );
}
