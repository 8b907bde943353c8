import type { DailyVerse, ScriptureSearchResult } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { DailyVerseCard } from './DailyVerseCard';
import { SEARCH_DEBOUNCE_MS } from './ScriptureSearch';

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => toastStore.setState({ toasts: [] }));
afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

const today: DailyVerse = { date: '2026-11-22', verse: 'Yahweh is my shepherd; I shall lack nothing.', reference: 'Psalm 23:1', source: 'bible' };
const hit: ScriptureSearchResult = { text: 'I am the good shepherd.', reference: 'John 10:11', relevance: 1, source: 'bible' };

function renderCard(props: Partial<React.ComponentProps<typeof DailyVerseCard>> = {}) {
  const search = jest.fn(async (query: string) => (query.includes('shepherd') ? [hit] : []));
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <DailyVerseCard loadVerse={async () => today} search={search} {...props} />
      </UiProvider>
    </SWRConfig>,
  );
  return { search };
}

const lastToast = () => toastStore.getState().toasts[0];
const typeQuery = (text: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search scripture' }), { target: { value: text } });

describe('DailyVerseCard (spec 000 §2 daily verse area)', () => {
  it('shows the verse of the day with its reference and source', async () => {
    renderCard();
    expect(await screen.findByText(today.verse)).toBeInTheDocument();
    expect(screen.getByText('Psalm 23:1')).toBeInTheDocument();
    expect(screen.getByText('Bible')).toBeInTheDocument();
  });

  it('labels a torah verse as Torah', async () => {
    renderCard({ loadVerse: async () => ({ ...today, reference: 'Deuteronomy 31:6', source: 'torah' }) });
    expect(await screen.findByText('Torah')).toBeInTheDocument();
  });

  it('falls back to 1 Peter 5:7 when nothing comes back', async () => {
    renderCard({ loadVerse: async () => Promise.reject(new Error('500: down')) });
    expect(await screen.findByText('1 Peter 5:7')).toBeInTheDocument();
    expect(screen.getByText(/casting all your worries on him/)).toBeInTheDocument();
  });

  it('searches only from 3 characters, then lists results or says none were found', async () => {
    jest.useFakeTimers();
    const { search } = renderCard();
    typeQuery('sh');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();

    typeQuery('shepherd');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0][0]).toBe('shepherd');
    expect(await screen.findByText('I am the good shepherd.')).toBeInTheDocument();
    expect(screen.getByText('John 10:11')).toBeInTheDocument();

    typeQuery('zzzqqq');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('No verses found. Try different search terms.')).toBeInTheDocument();
  });

  it('copies the verse and confirms it', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderCard();
    await screen.findByText(today.verse);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Verse copied to clipboard!' }));
    expect(writeText).toHaveBeenCalledWith('“Yahweh is my shepherd; I shall lack nothing.” — Psalm 23:1');
  });

  it('says when the clipboard refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    renderCard();
    await screen.findByText(today.verse);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Copy Failed',
        description: 'Unable to copy to clipboard. Please select and copy manually.',
        variant: 'destructive',
      }),
    );
  });

  it('shares with the Web Share API, and copies where there is none', async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderCard();
    await screen.findByText(today.verse);
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'A verse for today', text: '“Yahweh is my shepherd; I shall lack nothing.” — Psalm 23:1' }));

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(lastToast()).toMatchObject({ title: 'Verse copied to clipboard!' });
  });
});
