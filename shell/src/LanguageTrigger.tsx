import { isLanguageCode, languages, useTranslation, type LanguageCode } from '@flow/i18n';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Flag } from './flags/Flag';
import { DESKTOP_NAV_MIN } from './layout';
import { theme } from '@flow/ui';

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  max-width: 100%;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.full};
  padding: 6px 12px;
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
// On phones, and beside the full desktop navigation, the flag alone says which language is on
// (the button's accessible name and the menu carry the names); in between there is room for it.
const TriggerName = styled.span`
  white-space: nowrap;
  @media (max-width: 479px), (min-width: ${DESKTOP_NAV_MIN}px) {
    display: none;
  }
`;

export function useCurrentLanguage() {
  const { t, i18n } = useTranslation();
  const current: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
  const currentName = languages.find((l) => l.code === current)?.nativeName ?? current;
  return { t, current, currentName };
}

/** The language button, the same before and after the menu's code has loaded. */
export const LanguageTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement>>(function LanguageTrigger(props, ref) {
  const { t, current, currentName } = useCurrentLanguage();
  return (
    <Trigger
      ref={ref}
      type="button"
      aria-label={`${t('nav.language')}: ${currentName}`}
      data-testid="language-select"
      data-value={current}
      {...props}
    >
      <Flag code={current} />
      <TriggerName lang={current}>{currentName}</TriggerName>
    </Trigger>
  );
});
