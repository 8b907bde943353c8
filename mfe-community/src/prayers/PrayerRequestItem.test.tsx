import { initI18n } from '@flow/i18n';
import { TranslationConsentProvider } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { render, screen, within } from '@testing-library/react';
import { samplePrayers } from '../wall/fixtures';
import { PrayerRequestItem } from './PrayerRequestItem';

beforeAll(() => initI18n({ language: 'en' }));
const wrap = (ui: React.ReactNode) =>
  render(
    <UiProvider>
      <TranslationConsentProvider>{ui}</TranslationConsentProvider>
    </UiProvider>,
  );
const answered = samplePrayers[0];

describe('PrayerRequestItem: the author\'s own request', () => {
  it('offers "mark answered" to its author (isMine from the server) and no report button', () => {
    wrap(<PrayerRequestItem request={{ ...samplePrayers[1], isMine: true }} />);
    expect(screen.getByText('Your prayer request')).toBeInTheDocument();
    expect(screen.getByTestId('mark-answered')).toBeInTheDocument();
  });

  it('tells its author a testimony was kept privately instead of silently showing nothing', () => {
    const testimony = 'Answered, but some nights are still very dark.';
    wrap(<PrayerRequestItem request={{ ...answered, isMine: true, testimony: null, originalTestimony: testimony }} />);
    const box = screen.getByTestId('prayer-answered');
    expect(within(box).getByTestId('testimony-kept')).toHaveTextContent('Your testimony is saved privately and not shown to others.');
  });

  it('shows nothing of the kind to anyone else', () => {
    wrap(<PrayerRequestItem request={{ ...answered, isMine: false, testimony: null, originalTestimony: null }} />);
    expect(screen.queryByTestId('testimony-kept')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mark-answered')).not.toBeInTheDocument();
  });
});
