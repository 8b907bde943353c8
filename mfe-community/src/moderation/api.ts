import { call } from '@flow/api-client';
import { endpoints, ModerationQueue, type ModerationDecision, type ModerationItemRef } from '@flow/contracts';
import useSWR from 'swr';

export const QUEUE_KEY = endpoints.moderationQueue.path;

/** The queue, only fetched for a moderator (`enabled`). */
export function useModerationQueue(enabled: boolean) {
  return useSWR(enabled ? QUEUE_KEY : null, () => call(endpoints.moderationQueue).then((q) => ModerationQueue.parse(q).items), {
    revalidateOnFocus: true,
  });
}

export function decide(ref: ModerationItemRef, decision: ModerationDecision) {
  return call(endpoints.moderationDecide, { body: { ...ref, decision } });
}

export function noteAuthor(ref: ModerationItemRef) {
  return call(endpoints.moderationNoteAuthor, { body: ref });
}
