import { request } from '@flow/api-client';
import type { CrisisLinesResult } from '@flow/contracts';
import { lightEndpoints, lightGuards } from '@flow/contracts/light';
// The lines alone: the word lists of the rest of the package load only when someone types.
import { crisisAnswer } from '@flow/safety/crisis';
import { useMemo } from 'react';
import useSWR from 'swr';

export function crisisLinesKey(lang: string): string {
  return `${lightEndpoints.crisisLines.path}?lang=${encodeURIComponent(lang)}`;
}

/**
 * The server's answer puts the visitor's own country first. Until it arrives, or when it cannot
 * be had, the lines of the countries where the language is spoken show from the bundled data,
 * so help is never a spinner away.
 */
export function useCrisisLines(lang: string): CrisisLinesResult {
  const { data } = useSWR(crisisLinesKey(lang), (key: string) => request('GET', key).then((r) => lightGuards.CrisisLinesResult.parse(r)), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const offline = useMemo(() => crisisAnswer(null, lang), [lang]);
  return data ?? offline;
}
