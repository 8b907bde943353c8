import { useTranslation } from '@flow/i18n';
import { Avatar, Card, theme } from '@flow/ui';
import styled from 'styled-components';

/** Four static anonymous testimonials (spec 000 §2); the avatar ids only pick a colour. */
const TESTIMONIALS = [
  { key: 'one', avatar: 'anon_testimonial01' },
  { key: 'two', avatar: 'anon_testimonial02' },
  { key: 'three', avatar: 'anon_testimonial03' },
  { key: 'four', avatar: 'anon_testimonial04' },
] as const;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`;
const Grid = styled.div`
  display: grid;
  gap: ${theme.spacing[3]};
  ${theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Quote = styled(Card).attrs({ as: 'figure' })`
  margin: 0;
  padding: ${theme.spacing[4]};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[3]};
  blockquote {
    margin: 0;
    font-family: ${theme.fonts.scripture};
    font-size: ${theme.fontSizes.md};
    line-height: 1.6;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;
const Footer = styled.p`
  margin: 0;
  text-align: center;
  color: ${theme.colors.primary};
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`;

export function Testimonials() {
  const { t } = useTranslation();
  return (
    <Section id="testimonials" aria-labelledby="testimonials-title" data-testid="testimonials">
      <h2 id="testimonials-title">{t('testimonials.title')}</h2>
      <Grid>
        {TESTIMONIALS.map(({ key, avatar }) => (
          <Quote key={key}>
            <blockquote>“{t(`testimonials.${key}`)}”</blockquote>
            <figcaption>
              <Avatar anonymousId={avatar} size={28} />
              {t(`testimonials.${key}By`)}
            </figcaption>
          </Quote>
        ))}
      </Grid>
      <Footer>{t('testimonials.footer')}</Footer>
    </Section>
  );
}
