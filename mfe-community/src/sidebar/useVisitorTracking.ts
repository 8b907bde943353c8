import { useEffect } from 'react';
import { trackVisit } from '../home/api';

/** Session-storage key of the last visitor tracking time (the spec names none). */
export const VISITOR_TRACKED_AT_KEY = 'flow-visitor-tracked-at';
/** Spec 000 §9: visitor tracking repeats after 30 minutes. */
export const VISITOR_TRACKING_INTERVAL_MS = 30 * 60_000;

function lastTracked(): number {
  try {
    return Number(sessionStorage.getItem(VISITOR_TRACKED_AT_KEY)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Reports this visit once per 30 minutes per tab session. The server works out the country from
 * the request, so nothing is sent to a third party; a failure is ignored silently (spec 000 §8).
 */
export function useVisitorTracking(onTracked?: () => void) {
  useEffect(() => {
    let cancelled = false;
    const due = () => Date.now() - lastTracked() >= VISITOR_TRACKING_INTERVAL_MS;
    const run = async () => {
      if (!due()) return;
      try {
        sessionStorage.setItem(VISITOR_TRACKED_AT_KEY, String(Date.now()));
      } catch {
        // storage blocked: track anyway, once per page view
      }
      try {
        await trackVisit();
        if (!cancelled) onTracked?.();
      } catch {
        // ignored silently
      }
    };
    void run();
    const timer = setInterval(() => void run(), 60_000);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [onTracked]);
}
