import { userMessage } from '@flow/api-client';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { Button, DoveIcon } from '@flow/ui';
import { lightEndpoints } from '@flow/contracts/light';
import { useEffect, useState } from 'react';
import { mutate } from 'swr';
import { prayFor } from '../home/api';

/**
 * "Pray for this": records one prayer per person per item per day and confirms 'Thank you for
 * your prayer'. The author sees how many people prayed (the server only tells the author).
 */
export function PrayButton({
  itemType,
  id,
  prayedToday,
  prayedCount,
  onPrayed,
}: {
  itemType: 'post' | 'prayer_request';
  id: string;
  prayedToday: boolean;
  prayedCount: number | null;
  onPrayed?: (result: { prayedCount: number | null }) => void;
}) {
  const { t } = useTranslation();
  const [done, setDone] = useState(prayedToday);
  const [count, setCount] = useState(prayedCount);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDone(prayedToday), [prayedToday]);
  useEffect(() => setCount(prayedCount), [prayedCount]);

  async function pray() {
    setBusy(true);
    try {
      const result = await prayFor(itemType, id);
      setDone(true);
      if (result.prayedCount !== null) setCount(result.prayedCount);
      onPrayed?.(result);
      if (result.recorded) void mutate(lightEndpoints.stats.path);
      toast({
        title: t('pray.thanksTitle'),
        description: result.recorded ? t('pray.thanksText') : t('pray.alreadyText'),
      });
    } catch (error) {
      toast({ variant: 'destructive', title: t('common.error'), description: userMessage(error, t('pray.failedText')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        variant={done ? 'secondary' : 'ghost'}
        size="sm"
        onClick={() => void pray()}
        loading={busy}
        aria-pressed={done}
        data-testid="pray-button"
      >
        <DoveIcon size={16} aria-hidden="true" />
        {done ? t('pray.prayed') : t('pray.action')}
      </Button>
      {count !== null && (
        <span data-testid="prayed-count" style={{ fontSize: '0.875rem', opacity: 0.8 }}>
          {t('pray.count', { count })}
        </span>
      )}
    </>
  );
}
