import { useTranslationAvailable } from '@flow/api-client';
import { useTranslation } from '@flow/i18n';
import { askTranslationConsent, setAutoTranslate, useTranslationConsent } from '@flow/store';
import styled from 'styled-components';
import { theme } from '@flow/ui';

const Wrap = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 4px;
`;
const Switch = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.full};
  padding: 6px 12px 6px 6px;
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
  cursor: pointer;
  box-shadow: ${theme.shadows.md};
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
  .track {
    position: relative;
    width: 30px;
    height: 18px;
    border-radius: 9px;
    background: ${({ $on }) => ($on ? theme.colors.primary : theme.colors.border)};
    transition: background 0.15s;
  }
  .track::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '14px' : '2px')};
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s;
  }
`;
const Settings = styled.button`
  border: 0;
  background: none;
  color: ${theme.colors.textMuted};
  padding: 6px;
  border-radius: 50%;
  cursor: pointer;
  display: inline-flex;
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
  }
`;

/**
 * Spec 000 §4: Auto-translate appears only once the saved consent has been checked, and only on
 * a server that can translate. Turning it on asks for consent first.
 */
export function AutoTranslateToggle() {
  const { t } = useTranslation();
  const available = useTranslationAvailable();
  const { checked, autoTranslate, granted } = useTranslationConsent();
  if (!checked || !available) return null;
  return (
    <Wrap>
      <Switch
        type="button"
        role="switch"
        aria-checked={autoTranslate}
        $on={autoTranslate}
        onClick={() => setAutoTranslate(!autoTranslate)}
        data-testid="auto-translate"
      >
        <span className="track" aria-hidden="true" />
        {t('chrome.translation.autoTranslate')}
      </Switch>
      {granted && (
        <Settings type="button" aria-label={t('chrome.translation.settings')} onClick={() => askTranslationConsent()}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="3" />
            <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
          </svg>
        </Settings>
      )}
    </Wrap>
  );
}
