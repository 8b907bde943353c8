import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import CharitiesScreen from './CharitiesScreen';

beforeAll(() => initI18n({ language: 'en' }));

/** Renders and waits until the site info has arrived, so every assertion sees the settled page. */
async function renderScreen(charitiesEmail: string | null = 'charities@flow.example') {
  const load = jest.fn(async () => ({ charitiesEmail, creator: null }));
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <CharitiesScreen loadSiteInfo={load} />
      </UiProvider>
    </SWRConfig>,
  );
  await act(async () => {
    await load.mock.results[0]?.value;
  });
  expect(load).toHaveBeenCalledTimes(1);
}

describe('Charity directory (spec 001 §2)', () => {
  it('shows 15 cards that open the official sites in a new tab without an opener', async () => {
    await renderScreen();
    const cards = screen.getAllByTestId('charity-card');
    expect(cards).toHaveLength(15);
    for (const card of cards) {
      expect(card).toHaveAttribute('target', '_blank');
      expect(card.getAttribute('rel')).toContain('noopener');
      expect(card.getAttribute('href')).toMatch(/^https:\/\//);
    }
    const compassion = screen.getByRole('link', { name: 'Visit the website of Compassion International (opens in a new tab)' });
    expect(compassion).toHaveAttribute('href', 'https://www.compassion.com/');
    expect(within(compassion).getByText('Children')).toBeInTheDocument();
    expect(within(compassion).getByText('Christian')).toBeInTheDocument();
  });

  it('filters by category and counts each one (charity / charities)', async () => {
    await renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Animals' }));
    expect(screen.getAllByTestId('charity-card')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Animals' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByTestId('charity-card')).toHaveLength(15);
    expect(screen.getByTestId('category-children')).toHaveTextContent('8 charities');
    expect(screen.getByTestId('category-animals')).toHaveTextContent('7 charities');
  });

  it('pre-fills the Add Your Charity e-mail with the subject and the questions', async () => {
    await renderScreen();
    const apply = await screen.findByRole('link', { name: 'Apply to Join' });
    const href = apply.getAttribute('href')!;
    expect(href.startsWith('mailto:charities@flow.example?subject=')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Charity application for Flow');
    for (const ask of ['Organization name:', 'Website:', 'Description of services:', 'Faith background:', 'Focus area (Children, Animals or Both):']) {
      expect(params.get('body')).toContain(ask);
    }
  });

  it('offers no Apply button when no charities address is configured', async () => {
    await renderScreen(null);
    await screen.findAllByTestId('charity-card');
    expect(screen.queryByRole('link', { name: 'Apply to Join' })).not.toBeInTheDocument();
    expect(screen.getByTestId('add-charity')).toHaveTextContent('Add Your Charity');
  });

  it('links the map searches, the two finders and the two rating sites, and says donations go to the charities', async () => {
    await renderScreen();
    expect(screen.getByRole('link', { name: /Churches near me/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/churches+near+me');
    expect(screen.getByRole('link', { name: /Synagogues near me/ })).toHaveAttribute('href', 'https://www.google.com/maps/search/synagogues+near+me');
    expect(screen.getByRole('link', { name: 'Find-A-Church (United Methodist)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Chabad center finder' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Charity Navigator' })).toHaveAttribute('href', 'https://www.charitynavigator.org/');
    expect(screen.getByRole('link', { name: 'Candid GuideStar' })).toHaveAttribute('href', 'https://www.guidestar.org/');
    expect(screen.getByRole('note')).toHaveTextContent('Flow is not affiliated with these charities. Donations go directly through their official websites.');
  });
});
