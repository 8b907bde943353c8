import { useTranslation } from '@flow/i18n';
import { Button, DoveIcon, theme } from '@flow/ui';
import styled from 'styled-components';

const Banner = styled.section`
  border-radius: ${theme.radii.xl};
  padding: ${theme.spacing[6]};
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 255, 255, 0.18), transparent 45%),
    linear-gradient(135deg, #6b3fbf 0%, #8f5fd6 55%, #c07ab8 100%);
  color: #fff;
  box-shadow: ${theme.shadows.primary};
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing[4]};
  h1 {
    margin: 0;
    color: inherit;
    font-size: ${theme.fontSizes['3xl']};
    letter-spacing: -0.02em;
    display: flex;
    align-items: center;
    gap: ${theme.spacing[3]};
  }
  p {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: 1.6;
    max-width: 42rem;
    opacity: 0.95;
  }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing[2]};
  button[aria-pressed='true'] {
    box-shadow: inset 0 0 0 2px #fff;
  }
`;

/**
 * Spec 000 §2: Share Your Heart focuses the composer, Share Prayer Request toggles the prayer
 * form, Testimonials toggles the testimonials.
 */
export function WelcomeBanner({
  onShareHeart,
  prayerOpen,
  onTogglePrayer,
  testimonialsOpen,
  onToggleTestimonials,
}: {
  onShareHeart: () => void;
  prayerOpen: boolean;
  onTogglePrayer: () => void;
  testimonialsOpen: boolean;
  onToggleTestimonials: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Banner aria-labelledby="welcome-title">
      <h1 id="welcome-title">
        <DoveIcon size={32} aria-hidden="true" />
        {t('home.welcomeTitle')}
      </h1>
      <p>{t('home.welcomeText')}</p>
      <Buttons>
        <Button variant="secondary" onClick={onShareHeart}>
          {t('home.shareHeart')}
        </Button>
        <Button variant="secondary" onClick={onTogglePrayer} aria-expanded={prayerOpen} aria-controls="prayer-form-area">
          {t('home.sharePrayer')}
        </Button>
        {/* The testimonials exist only while open: pointing aria-controls at nothing is invalid. */}
        <Button
          variant="secondary"
          onClick={onToggleTestimonials}
          aria-expanded={testimonialsOpen}
          aria-controls={testimonialsOpen ? 'testimonials' : undefined}
        >
          {t('home.testimonials')}
        </Button>
      </Buttons>
    </Banner>
  );
}
