import type { Charity } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { Badge, Card, theme } from '@flow/ui';
import styled from 'styled-components';

const Link = styled.a`
  display: block;
  height: 100%;
  color: inherit;
  text-decoration: none;
  border-radius: ${theme.radii.lg};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
const Body = styled(Card)`
  height: 100%;
  padding: ${theme.spacing[5]};
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: ${theme.spacing[3]};
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  ${Link}:hover & {
    box-shadow: ${theme.shadows.lg};
    transform: translateY(-2px);
  }
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    line-height: 1.5;
  }
`;
const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[3]};
`;
const Icon = styled.span<{ $from: string; $to: string }>`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  flex: none;
  border-radius: ${theme.radii.md};
  background: linear-gradient(135deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  font-size: 1.5rem;
`;
const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
`;
const Visit = styled.span`
  font-weight: 600;
  color: ${theme.colors.primary};
`;

export const faithKey = { christian: 'christian', jewish: 'jewish', 'faith-friendly': 'faithFriendly' } as const;

/** Spec 001 §2: icon, name, category, faith, description and Visit Website; the whole card opens the site in a new tab. */
export function CharityCard({ charity }: { charity: Charity }) {
  const { t } = useTranslation();
  return (
    <Link href={charity.website} target="_blank" rel="noopener noreferrer" aria-label={t('charities.visitLabel', { name: charity.name })} data-testid="charity-card">
      <Body as="article">
        <Head>
          <Icon aria-hidden="true" $from={charity.colors[0]} $to={charity.colors[1]}>
            {charity.icon}
          </Icon>
          <h3>{charity.name}</h3>
        </Head>
        <Tags>
          <Badge variant="secondary">{t(`charities.category.${charity.category}`)}</Badge>
          <Badge variant="outline">{t(`charities.faith.${faithKey[charity.faith]}`)}</Badge>
        </Tags>
        <p>{t(`charities.items.${charity.id}` as 'charities.items.aspca')}</p>
        <Visit aria-hidden="true">{t('charities.visit')} ↗</Visit>
      </Body>
    </Link>
  );
}
