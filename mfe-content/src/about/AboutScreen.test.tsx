import type { SiteInfo } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import type { DonationDialogProps } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import AboutScreen from './AboutScreen';

beforeAll(() => initI18n({ language: 'en' }));

const creator: SiteInfo['creator'] = {
  name: 'Ruth Example',
  links: [
    { kind: 'website', label: 'Website', url: 'https://ruth.example/' },
    { kind: 'social', label: 'Instagram', url: 'https://social.example/ruth' },
    { kind: 'music', label: 'Spotify', url: 'https://music.example/ruth' },
    { kind: 'music', label: 'Apple Music', url: 'https://music2.example/ruth' },
  ],
};

function FakeDialog({ open, onOpenChange }: DonationDialogProps) {
  return open ? (
    <div role="dialog" aria-label="Support Flow Development">
      <button onClick={() => onOpenChange(false)}>Close</button>
    </div>
  ) : null;
}

async function renderAbout(options: { site?: SiteInfo; dialog?: 'available' | 'missing' }) {
  const loadSiteInfo = jest.fn(async () => options.site ?? { charitiesEmail: null, creator: null });
  const loadDonationDialog = jest.fn(() =>
    options.dialog === 'available' ? Promise.resolve({ default: FakeDialog }) : Promise.reject(new Error('billing has no ./DonationDialog')),
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <AboutScreen loadSiteInfo={loadSiteInfo} loadDonationDialog={loadDonationDialog} />
      </UiProvider>
    </SWRConfig>,
  );
  await act(async () => {
    await Promise.allSettled([loadSiteInfo.mock.results[0]?.value, loadDonationDialog.mock.results[0]?.value]);
  });
}

describe('About (spec 001 §2)', () => {
  it('shows the three blurbs, the development notice and Return to Community', async () => {
    await renderAbout({});
    for (const title of ['Anonymous support', 'Spiritual wisdom', 'Global community']) expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('development-notice')).toHaveTextContent('Prayer requests stay on the wall for 24 hours and are cleared each morning.');
    expect(screen.getByRole('button', { name: 'Return to Community' })).toBeInTheDocument();
  });

  it('offers no donation button while the billing remote exposes no donation dialog', async () => {
    await renderAbout({ dialog: 'missing' });
    expect(screen.queryByRole('button', { name: 'Make a Donation' })).not.toBeInTheDocument();
  });

  it('opens the billing remote’s donation dialog from Make a Donation', async () => {
    await renderAbout({ dialog: 'available' });
    fireEvent.click(screen.getByRole('button', { name: 'Make a Donation' }));
    expect(screen.getByRole('dialog', { name: 'Support Flow Development' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the configured creator with four outbound links, and no card without one', async () => {
    await renderAbout({ site: { charitiesEmail: null, creator } });
    const card = screen.getByTestId('creator-card');
    expect(card).toHaveTextContent('Created by Ruth Example');
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(creator!.links.map((l) => l.url));
    for (const l of links) expect(l).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no creator card when none is configured', async () => {
    await renderAbout({});
    expect(screen.queryByTestId('creator-card')).not.toBeInTheDocument();
  });
});
