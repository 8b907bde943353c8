import { callChecked } from '@flow/api-client';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
import useSWR from 'swr';

/**
 * The care notes of this visitor's own items (crisis lines were shown beside them). Apart from
 * the moderation queue's calls: the home page reads these, checked by the light guard, so it
 * does not load the contracts and zod with the queue's code.
 */
export function useCareNotes() {
  return useSWR(lightEndpoints.careNotes.path, () => callChecked(lightEndpoints.careNotes, lightGuards.CareNoteList));
}
