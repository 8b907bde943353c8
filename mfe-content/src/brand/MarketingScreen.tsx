import { useTranslation } from '@flow/i18n';
import { Container, LogoMark, theme } from '@flow/ui';
import styled from 'styled-components';

/** Spec 001 §2: a 540×540 square image. */
export const MARKETING_SIZE = 540;

const Page = styled.div`
  padding: ${theme.spacing[6]} 0 ${theme.spacing[12]};
  display: grid;
  justify-items: center;
`;
/*
 * 540 px where there is room; on a phone the same square scaled down, every size in container
 * units (1cqi = 5.4 px at full size) so it stays one picture rather than a cropped one.
 */
const Square = styled.figure`
  margin: 0;
  width: min(${MARKETING_SIZE}px, 100%);
  aspect-ratio: 1 / 1;
  container-type: inline-size;
  box-sizing: border-box;
  border-radius: 24px;
  color: #fff;
  text-align: center;
  background: radial-gradient(circle at 30% 20%, #a78bfa 0%, #7c3aed 45%, #4c1d95 100%);
  box-shadow: ${theme.shadows.lg};
  h1 {
    margin: 0;
    color: inherit;
    font-size: 11.85cqi;
    letter-spacing: -0.02em;
  }
  p {
    margin: 0;
  }
`;
/* Inside the square, so its container units measure the square's full width. */
const Inner = styled.div`
  height: 100%;
  box-sizing: border-box;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 3.7cqi;
  padding: 7.4cqi;
`;
const Mark = styled.span`
  display: inline-flex;
  width: 21.5cqi;
  padding: 2.6cqi;
  border-radius: 5.2cqi;
  background: #fff;
  svg {
    width: 100%;
    height: auto;
  }
`;
const Tagline = styled.p`
  font-size: 5.2cqi;
  font-weight: 600;
`;
const Line = styled.p`
  font-size: 3.15cqi;
  opacity: 0.9;
`;

/** Spec 001 §2 Marketing (/marketing): the square image with the tagline and the line. */
export default function MarketingScreen() {
  const { t } = useTranslation();
  return (
    <Container size="lg">
      <Page>
        <Square data-testid="marketing-image" aria-label={t('brand.marketingLabel')}>
          <Inner>
            <Mark>
              <LogoMark size={88} title="Flow" />
            </Mark>
            <h1>Flow</h1>
            <Tagline>{t('brand.tagline')}</Tagline>
            <Line>{t('brand.line')}</Line>
          </Inner>
        </Square>
      </Page>
    </Container>
  );
}
