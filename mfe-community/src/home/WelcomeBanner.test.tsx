import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import { render, screen } from '@testing-library/react';
import { WelcomeBanner } from './WelcomeBanner';

beforeAll(() => initI18n({ language: 'en' }));

const noop = () => undefined;
const renderBanner = (testimonialsOpen: boolean) =>
  render(
    <UiProvider>
      <WelcomeBanner onShareHeart={noop} onTogglePrayer={noop} prayerOpen={false} onToggleTestimonials={noop} testimonialsOpen={testimonialsOpen} />
    </UiProvider>,
  );

describe('WelcomeBanner', () => {
  it('points the testimonials toggle at the testimonials only while they are shown', () => {
    const { unmount } = renderBanner(false);
    const closed = screen.getByRole('button', { name: 'Testimonials' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(closed).not.toHaveAttribute('aria-controls');
    unmount();
    renderBanner(true);
    const open = screen.getByRole('button', { name: 'Testimonials' });
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(open).toHaveAttribute('aria-controls', 'testimonials');
  });

  it('tells assistive technology whether the prayer form is open', () => {
    renderBanner(false);
    expect(screen.getByRole('button', { name: 'Share Prayer Request' })).toHaveAttribute('aria-expanded', 'false');
  });
});
