import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import { render, screen } from '@testing-library/react';
import LogoShowcaseScreen from './LogoShowcaseScreen';
import MarketingScreen from './MarketingScreen';

beforeAll(() => initI18n({ language: 'en' }));

describe('logo and marketing pages (spec 001 §2)', () => {
  it('shows the logo at small, 200, 300, 400 and 500 px', () => {
    render(<UiProvider><LogoShowcaseScreen /></UiProvider>);
    for (const size of [200, 300, 400, 500]) {
      const svg = screen.getByTestId(`logo-${size}`).querySelector('svg')!;
      expect(svg).toHaveAttribute('width', String(size));
      expect(svg).toHaveAttribute('height', String(size));
    }
    expect(screen.getByTestId('logo-sm')).toHaveTextContent('Flow');
  });

  it('shows the tagline and the line on the marketing square', () => {
    render(<UiProvider><MarketingScreen /></UiProvider>);
    const square = screen.getByTestId('marketing-image');
    expect(square).toHaveTextContent('Anonymous Spiritual Support');
    expect(square).toHaveTextContent('Biblical Wisdom • AI Missionaries • Community Prayer');
  });
});
