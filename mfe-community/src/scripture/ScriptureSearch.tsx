import type { ScriptureSearchResult } from '@flow/contracts';
import { SCRIPTURE_SEARCH_MIN_LENGTH } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { Button, Field, Input, Spinner, theme } from '@flow/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { SourceBadge } from './DailyVerseView';
import { copyVerse } from './verseActions';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const Results = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[2]};
  max-height: 22rem;
  overflow-y: auto;
`;
const Result = styled.li`
  padding: ${theme.spacing[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceSunken};
  display: grid;
  gap: ${theme.spacing[2]};
  p {
    margin: 0;
    font-family: ${theme.fonts.scripture};
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
`;
const ResultMeta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.spacing[2]};
  font-size: ${theme.fontSizes.sm};
  strong {
    color: ${theme.colors.primarySoftText};
  }
`;
const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  display: flex;
  align-items: center;
  gap: ${theme.spacing[2]};
`;

type State =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'done'; results: ScriptureSearchResult[] }
  | { kind: 'failed' };

/**
 * Spec 000 §5: the search runs only when the query has at least 3 characters; no hits show
 * 'No verses found. Try different search terms.'
 */
export function ScriptureSearch({
  search,
}: {
  search: (query: string, signal: AbortSignal) => Promise<ScriptureSearchResult[]>;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const trimmed = query.trim();
  // The latest search function, without restarting the search when a parent re-renders.
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (trimmed.length < SCRIPTURE_SEARCH_MIN_LENGTH) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ kind: 'searching' });
      searchRef.current(trimmed, controller.signal).then(
        (results) => {
          if (!controller.signal.aborted) setState({ kind: 'done', results });
        },
        () => {
          if (!controller.signal.aborted) setState({ kind: 'failed' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed]);

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Field label={t('scripture.searchLabel')} hint={trimmed.length > 0 && trimmed.length < SCRIPTURE_SEARCH_MIN_LENGTH ? t('scripture.searchHint') : undefined}>
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('scripture.searchPlaceholder')}
          autoComplete="off"
          maxLength={200}
        />
      </Field>
      <div aria-live="polite">
        {state.kind === 'searching' && (
          <Status>
            <Spinner size="sm" /> {t('scripture.searching')}
          </Status>
        )}
        {state.kind === 'failed' && <Status role="alert">{t('scripture.searchFailed')}</Status>}
        {state.kind === 'done' && state.results.length === 0 && <Status>{t('scripture.noResults')}</Status>}
        {state.kind === 'done' && state.results.length > 0 && (
          <Results aria-label={t('scripture.results', { count: state.results.length })} data-testid="scripture-results">
            {state.results.map((r) => (
              <Result key={`${r.reference}-${r.text.slice(0, 12)}`}>
                <p>{r.text}</p>
                <ResultMeta>
                  <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                    <strong>{r.reference}</strong>
                    <SourceBadge source={r.source} />
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t('scripture.copyReference', { reference: r.reference })}
                    onClick={() => void copyVerse({ verse: r.text, reference: r.reference }, t)}
                  >
                    {t('scripture.copy')}
                  </Button>
                </ResultMeta>
              </Result>
            ))}
          </Results>
        )}
      </div>
    </div>
  );
}
