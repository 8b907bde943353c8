import type { HeartItemType, HeartsResult } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { toast } from '@flow/store';
import { useEffect, useState } from 'react';
import { patchCachedItem } from './api';

/**
 * Optimistic heart toggle: the count moves at once, and the server's answer (which knows
 * whether this identity already gave a heart) replaces it — in the cached wall too, so later
 * live updates of the count start from it; a failure puts it back.
 */
export function useHeart(
  item: { itemType: HeartItemType; id: string; hearts: number; liked: boolean },
  send: (liked: boolean, current: number) => Promise<HeartsResult>,
  /** Where the answer is written back: the posts wall by default, the prayer wall for prayer items. */
  patchCache: (itemType: HeartItemType, id: string, patch: { hearts: number; liked: boolean }) => unknown = patchCachedItem,
) {
  const { t } = useTranslation();
  const [state, setState] = useState({ hearts: item.hearts, liked: item.liked });
  const [busy, setBusy] = useState(false);
  // A revalidated wall brings the server's numbers; adopt them.
  const { hearts, liked } = item;
  useEffect(() => setState({ hearts, liked }), [hearts, liked]);

  async function toggle() {
    if (busy) return;
    const before = state;
    const liked = !before.liked;
    setState({ liked, hearts: Math.max(0, before.hearts + (liked ? 1 : -1)) });
    setBusy(true);
    try {
      const result = await send(liked, before.hearts);
      setState({ liked: result.liked, hearts: result.hearts });
      void patchCache(item.itemType, item.id, { hearts: result.hearts, liked: result.liked });
    } catch {
      setState(before);
      toast({ variant: 'destructive', title: t('common.error'), description: t('toast.heartFailedText') });
    } finally {
      setBusy(false);
    }
  }
  return { ...state, toggle, busy };
}
