import { useDeferredValue, useEffect, useMemo, useState } from 'react';

type Checks = Pick<typeof import('@flow/safety'), 'assessDistress' | 'mentionsSelfHarm'>;

// The word lists compile into a few hundred Unicode regular expressions, about half a second of
// a mid-range phone's main thread. Nobody needs them before they type, so they load with the
// first keystroke instead of holding up the first screen.
let checks: Checks | null = null;
let loading: Promise<Checks> | null = null;

export function loadDangerChecks(): Promise<Checks> {
  loading ??= import('@flow/safety').then((m) => (checks = m));
  return loading;
}

function reads(c: Checks, text: string, language: string, selfHarmWords: boolean): boolean {
  return (selfHarmWords && c.mentionsSelfHarm(text)) || c.assessDistress(text, language).level !== 'none';
}

/**
 * Whether the words being typed suggest danger (self-harm words, hopelessness, danger at home),
 * for showing the crisis lines while the person writes. False until the checks have loaded, which
 * the first non-empty text starts; the server makes the same checks on whatever is sent.
 */
export function useDanger(text: string, language: string): boolean {
  const [loaded, setLoaded] = useState(checks);
  useEffect(() => {
    if (loaded || !text) return;
    let live = true;
    void loadDangerChecks().then((c) => live && setLoaded(c));
    return () => {
      live = false;
    };
  }, [loaded, text]);
  // Read at a lower priority than the typing itself: a long text takes the tier a few
  // milliseconds, several on a slow phone, and a keystroke must never wait for it.
  const settled = useDeferredValue(text);
  return useMemo(() => !!settled && !!loaded && reads(loaded, settled, language, true), [loaded, settled, language]);
}

/** Whether shared text read as distress or danger at home (the lines then stay after sharing). */
export async function readsAsDistress(text: string, language: string): Promise<boolean> {
  return reads(await loadDangerChecks(), text, language, false);
}
