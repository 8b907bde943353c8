import { useTranslation } from '@flow/i18n';
import { Badge, Card, CardContent, CardHeader, CardTitle, CheckIcon, theme } from '@flow/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const FREEMIUM_FEATURES = ['prayer', 'verse', 'community', 'basic'] as const;
export const PREMIUM_FEATURES = ['prayers', 'devotionals', 'missionaries', 'voice', 'support', 'future'] as const;

const Price = styled.p`
  margin: 0;
  font-size: ${theme.fontSizes['3xl']};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: -0.02em;
  small {
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.textMuted};
  }
`;
const Features = styled.ul`
  list-style: none;
  margin: ${theme.spacing[4]} 0;
  padding: 0;
  display: grid;
  gap: ${theme.spacing[2]};
  li {
    display: flex;
    gap: ${theme.spacing[2]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${theme.colors.success};
  }
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.spacing[2]};
  flex-wrap: wrap;
`;
const Highlight = styled(Card)`
  border: 2px solid ${theme.colors.premium};
`;

interface PlanCardProps {
  children?: ReactNode;
  /** h3 inside a titled dialog or section; h2 where the cards come straight under the page's h1. */
  titleAs?: 'h2' | 'h3';
}

/** Spec 001 §2: the Freemium card (Free; 1 prayer per month, daily verse, community support, basic features). */
export function FreemiumCard({ children, titleAs = 'h3' }: PlanCardProps) {
  const { t } = useTranslation();
  return (
    <Card data-testid="plan-freemium">
      <CardHeader>
        <CardTitle as={titleAs}>{t('plans.freemium.name')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Price>{t('plans.freemium.price')}</Price>
        <Features>
          {FREEMIUM_FEATURES.map((key) => (
            <li key={key}>
              <CheckIcon size={16} aria-hidden="true" />
              {t(`plans.freemium.features.${key}`)}
            </li>
          ))}
        </Features>
        {children}
      </CardContent>
    </Card>
  );
}

/** Spec 001 §2: the Premium card, marked Most Popular, £9.99/month and its six benefits. */
export function PremiumCard({ children, titleAs = 'h3' }: PlanCardProps) {
  const { t } = useTranslation();
  return (
    <Highlight data-testid="plan-premium">
      <CardHeader>
        <Head>
          <CardTitle as={titleAs}>{t('plans.premium.name')}</CardTitle>
          <Badge variant="premium">{t('plans.premium.mostPopular')}</Badge>
        </Head>
      </CardHeader>
      <CardContent>
        <Price>
          {t('plans.premium.price')} <small>{t('plans.premium.per')}</small>
        </Price>
        <Features>
          {PREMIUM_FEATURES.map((key) => (
            <li key={key}>
              <CheckIcon size={16} aria-hidden="true" />
              {t(`plans.premium.features.${key}`)}
            </li>
          ))}
        </Features>
        {children}
      </CardContent>
    </Highlight>
  );
}

const TestNote = styled.p`
  margin: ${theme.spacing[3]} 0 0;
  padding: ${theme.spacing[2]} ${theme.spacing[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.warningSoft};
  color: ${theme.colors.warning};
  font-size: ${theme.fontSizes.sm};
`;

/** Said wherever a checkout starts while the sandbox stands in for the payment provider. */
export function TestModeNote() {
  const { t } = useTranslation();
  return (
    <TestNote data-testid="test-mode-note">
      <strong>{t('plans.testMode')}</strong> — {t('plans.testModeNote')}
    </TestNote>
  );
}
