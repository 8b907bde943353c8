import { useTranslation } from '@flow/i18n';
import { Card, Container, Logo, theme } from '@flow/ui';
import styled from 'styled-components';

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 ${theme.spacing[12]};
  display: grid;
  gap: ${theme.spacing[6]};
  h1 {
    margin: 0;
  }
`;
const Sample = styled(Card)`
  padding: ${theme.spacing[6]};
  display: grid;
  gap: ${theme.spacing[4]};
  justify-items: center;
  /* The 500 px mark is wider than a phone: it scrolls inside its card, not the page. */
  overflow-x: auto;
  h2 {
    justify-self: start;
    margin: 0;
    font-size: ${theme.fontSizes.md};
    color: ${theme.colors.textMuted};
  }
`;

/** Spec 001 §2: the logo at small, 200, 300, 400 and 500 px. */
export const LOGO_SIZES = ['sm', 200, 300, 400, 500] as const;

export default function LogoShowcaseScreen() {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <Page>
        <h1>{t('brand.logoTitle')}</h1>
        {LOGO_SIZES.map((size) => (
          <Sample key={size} as="section" aria-label={size === 'sm' ? t('brand.small') : t('brand.pixels', { size })} data-testid={`logo-${size}`}>
            <h2>{size === 'sm' ? t('brand.small') : t('brand.pixels', { size })}</h2>
            <Logo size={size} markOnly={size !== 'sm'} label="Flow" />
          </Sample>
        ))}
      </Page>
    </Container>
  );
}
