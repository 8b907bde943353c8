import { changeLanguage, languages, useTranslation } from '@flow/i18n';
import styled from 'styled-components';

const Select = styled.select`
  appearance: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 6px 12px;
  /* Its natural width is the longest option ("🇧🇷 Português (Brasil)"), which with the logo and the
     menu button is wider than a 320 px phone; let the header shrink it instead. */
  min-width: 0;
  max-width: 100%;
  text-overflow: ellipsis;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('nav.language')}
      value={i18n.language}
      onChange={(e) => void changeLanguage(e.target.value)}
      data-testid="language-select"
    >
      {languages.map((l) => (
        <option key={l.code} value={l.code}>
          {l.flag} {l.nativeName}
        </option>
      ))}
    </Select>
  );
}
