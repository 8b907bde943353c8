import { translateText, useTranslationAvailable } from '@flow/api-client';
import { TRANSLATION_MIN_LENGTH } from '@flow/contracts/light';
import { isLanguageCode, useTranslation, type LanguageCode } from '@flow/i18n';
import { detectLanguage } from '@flow/i18n/detect';
import { askTranslationConsent, useTranslationConsent } from '@flow/store';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@flow/ui';

type State =
  | { status: 'original' }
  /** The reader went back to the original: Auto-translate leaves it so. */
  | { status: 'kept' }
  | { status: 'loading' }
  | { status: 'translated'; text: string }
  | { status: 'failed' };

const Row = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.spacing[2]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
const LinkButton = styled.button`
  border: 0;
  background: none;
  padding: 2px 0;
  font: inherit;
  color: ${theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 3px;
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** Whether a text is in another language than the reader's and long enough to translate. */
export function isForeign(text: string, reader: LanguageCode): boolean {
  return text.trim().length >= TRANSLATION_MIN_LENGTH && detectLanguage(text) !== reader;
}

/**
 * Spec 000 §4, §8: a wall item written in another language than the reader's gets a Translate
 * action (only when the server has a translation provider). The first use asks for consent;
 * with Auto-translate on it translates by itself. A failure keeps the original.
 */
export function useTranslatable(text: string): { shown: string; translated: boolean; control: ReactNode } {
  const { t, i18n } = useTranslation();
  const reader: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const available = useTranslationAvailable();
  const { granted, autoTranslate } = useTranslationConsent();
  const [state, setState] = useState<State>({ status: 'original' });
  const foreign = available && isForeign(text, reader);

  // A new interface language or a new text starts from the original again.
  useEffect(() => setState({ status: 'original' }), [reader, text]);

  const run = useCallback(() => {
    setState({ status: 'loading' });
    void translateText(text, reader).then((r) =>
      setState(r.status === 'translated' ? { status: 'translated', text: r.text } : { status: 'failed' }),
    );
  }, [text, reader]);

  useEffect(() => {
    if (foreign && granted && autoTranslate && state.status === 'original') run();
  }, [foreign, granted, autoTranslate, run, state.status]);

  if (!foreign) return { shown: text, translated: false, control: null };
  const translate = () => (granted ? run() : askTranslationConsent(run));
  const control = (
    <Row data-testid="translate-row">
      {state.status === 'translated' ? (
        <>
          <span>{t('chrome.translation.translated')}</span>
          <LinkButton type="button" onClick={() => setState({ status: 'kept' })}>
            {t('chrome.translation.showOriginal')}
          </LinkButton>
        </>
      ) : (
        <LinkButton type="button" onClick={translate} disabled={state.status === 'loading'} data-testid="translate-button">
          {state.status === 'loading' ? t('chrome.translation.translating') : t('chrome.translation.translate')}
        </LinkButton>
      )}
      {state.status === 'failed' && <span role="status">{t('chrome.translation.failed')}</span>}
    </Row>
  );
  return { shown: state.status === 'translated' ? state.text : text, translated: state.status === 'translated', control };
}

/** The text of a post or prayer request, with its Translate action below it. */
export function TranslatableContent({ id, text, as: Text }: { id: string; text: string; as: React.ElementType }) {
  const { shown, control } = useTranslatable(text);
  return (
    <>
      <Text id={id}>{shown}</Text>
      {control}
    </>
  );
}

/** The text of a community response, with its Translate action. */
export function TranslatableInline({ text }: { text: string }) {
  const { shown, control } = useTranslatable(text);
  return (
    <>
      {shown}
      {control}
    </>
  );
}
