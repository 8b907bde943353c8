import { CRISIS_LINES } from '@flow/safety';
import { useTranslation } from '@flow/i18n';
import styled, { css } from 'styled-components';

const Box = styled.section<{ $alert: boolean }>`
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
  ${({ theme, $alert }) =>
    $alert
      ? css`
          background: ${theme.colors.heartSoft};
          border: 1px solid ${theme.colors.heart};
        `
      : css`
          background: ${theme.colors.surface};
          border: 1px solid ${theme.colors.border};
          box-shadow: ${theme.shadows.sm};
        `}
  h2, h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.55;
  }
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing[2]};
`;
const Line = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/**
 * Spec 000 §9: UK 111 and the text line SHOUT to 85258; US 988; AU 13 11 14; CA 1-833-456-4566.
 * `alert` is the version shown in a composer when what someone wrote suggests they may be in danger.
 */
export function CrisisResources({ variant = 'widget', heading = 'h2' }: { variant?: 'widget' | 'alert'; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const Heading = heading;
  return (
    <Box $alert={variant === 'alert'} role={variant === 'alert' ? 'alert' : undefined} aria-label={t('crisis.title')} data-testid="crisis-resources">
      <Heading>{t('crisis.title')}</Heading>
      <p>{t('crisis.text')}</p>
      <Lines>
        {CRISIS_LINES.map((line) => (
          <Line key={line.href}>
            <span>{t(`crisis.country.${line.country}`)}</span>
            <a href={line.href}>
              {line.kind === 'call' ? t('crisis.call', { number: line.display }) : t('crisis.textLine', { number: line.display })}
            </a>
          </Line>
        ))}
      </Lines>
      <p>{t('crisis.emergency')}</p>
    </Box>
  );
}
