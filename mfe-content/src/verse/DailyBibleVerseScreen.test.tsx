import { DAY_VERSE_ELEMENT_ID, type DailyVerse, type RandomVerse } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import DailyBibleVerseScreen, { type DailyBibleVerseScreenProps } from './DailyBibleVerseScreen';
import type { VerseRecord } from './verseCache';

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => toastStore.setState({ toasts: [] }));

const today: DailyVerse = { date: '2026-11-23', verse: 'Peace I leave with you. My peace I give to you.', reference: 'John 14:27', source: 'bible' };
const now = new Date(2026, 10, 23, 8);

function memoryCache(initial: VerseRecord | null = null) {
  let stored = initial;
  return {
    save: jest.fn(async (r: VerseRecord) => {
      stored = r;
    }),
    read: jest.fn(async () => stored),
  };
}

function renderScreen(props: Partial<DailyBibleVerseScreenProps>) {
  return render(
    <UiProvider>
      <DailyBibleVerseScreen now={now} cache={memoryCache()} loadVerse={async () => today} {...props} />
    </UiProvider>,
  );
}

describe("the verse the page arrived with (the server's picture of this screen)", () => {
  const given: VerseRecord = { text: 'Yahweh is my strength and my shield.', reference: 'Psalm 28:7', source: 'bible', date: '2026-11-23', reflection: 'generic4' };
  const put = (text: string) => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = DAY_VERSE_ELEMENT_ID;
    element.textContent = text;
    document.body.append(element);
  };
  // As the server writes it: the day's verse and the reflection its picture shows.
  const sent = { verse: given.text, reference: given.reference, source: given.source, date: given.date, reflection: given.reflection };
  afterEach(() => document.getElementById(DAY_VERSE_ELEMENT_ID)?.remove());

  it('shows it in the first render, with its reflection, without fetching, and keeps it in the cache', async () => {
    put(JSON.stringify(sent));
    const cache = memoryCache();
    const load = jest.fn(async () => today);
    renderScreen({ cache, loadVerse: load });
    // No spinner in between: the picture gives way to the same card.
    expect(screen.queryByText("Loading today's verse...")).not.toBeInTheDocument();
    expect(screen.getByText(given.text)).toBeInTheDocument();
    expect(screen.getByTestId('bible-verse-date')).toHaveTextContent('Monday, November 23, 2026');
    // The generic reflection the server chose for the day, not one picked again at random.
    expect(screen.getByTestId('reflection')).toHaveTextContent(/a lamp for the next step/);
    await waitFor(() => expect(cache.save).toHaveBeenCalledWith(given));
    expect(load).not.toHaveBeenCalled();
  });

  it("fetches the visitor's own day when the page's verse is for another day, or is not a verse record", async () => {
    for (const text of [JSON.stringify({ ...sent, date: '2026-11-24' }), '{"verse": 1}', 'not json', JSON.stringify({ ...sent, reflection: 'unknown' }), JSON.stringify(given)]) {
      put(text);
      const load = jest.fn(async () => today);
      const { unmount } = renderScreen({ loadVerse: load });
      expect(screen.getByText("Loading today's verse...")).toBeInTheDocument();
      expect(await screen.findByText(today.verse)).toBeInTheDocument();
      expect(load).toHaveBeenCalledWith('2026-11-23');
      unmount();
      document.getElementById(DAY_VERSE_ELEMENT_ID)?.remove();
    }
  });
});

describe('Daily Bible Verse (spec 001 §2, §4)', () => {
  it("loads today's verse, shows its reflection and keeps it in the cache", async () => {
    const cache = memoryCache();
    const load = jest.fn(async () => today);
    renderScreen({ cache, loadVerse: load });
    expect(screen.getByText("Loading today's verse...")).toBeInTheDocument();
    expect(await screen.findByText(today.verse)).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('2026-11-23');
    expect(screen.getByText('World English Bible')).toBeInTheDocument();
    expect(screen.getByTestId('bible-verse-date')).toHaveTextContent('Monday, November 23, 2026');
    expect(screen.getByTestId('reflection')).toHaveTextContent(/Peace is God's gift/);
    expect(cache.save).toHaveBeenCalledWith({ text: today.verse, reference: 'John 14:27', source: 'bible', date: '2026-11-23', reflection: 'peace' });
  });

  it('uses the cached verse with a toast when the server fails', async () => {
    const cached: VerseRecord = { text: 'Yahweh is my strength and my shield.', reference: 'Psalm 28:7', source: 'bible', date: '2026-11-22', reflection: 'strength' };
    renderScreen({ cache: memoryCache(cached), loadVerse: async () => Promise.reject(new Error('503: down')) });
    expect(await screen.findByText(cached.text)).toBeInTheDocument();
    expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Using Cached Verse' });
    expect(screen.getByTestId('bible-verse-date')).toHaveTextContent('Sunday, November 22, 2026');
    expect(screen.queryByText("Could not load today's verse.")).not.toBeInTheDocument();
  });

  it('falls back to the built-in John 3:16 with the error and Try Again, which retries', async () => {
    const load = jest.fn<Promise<DailyVerse>, [string]>(async () => Promise.reject(new Error('503: down')));
    renderScreen({ loadVerse: load });
    expect(await screen.findByText('John 3:16')).toBeInTheDocument();
    expect(screen.getByText(/For God so loved the world/)).toBeInTheDocument();
    expect(screen.getByTestId('reflection')).toHaveTextContent(/God's love for you/);
    expect(screen.getByRole('alert')).toHaveTextContent("Could not load today's verse.");
    load.mockResolvedValueOnce(today);
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(today.verse)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gets a new verse other than the one shown, and says so when it cannot', async () => {
    const next: RandomVerse = { verse: 'Yahweh is my shepherd; I shall lack nothing.', reference: 'Psalm 23:1', source: 'bible', translation: 'World English Bible' };
    const loadRandom = jest.fn<Promise<RandomVerse>, [string?]>(async () => next);
    renderScreen({ loadRandom });
    await screen.findByText(today.verse);
    fireEvent.click(screen.getByRole('button', { name: 'Get New Verse' }));
    expect(await screen.findByText(next.verse)).toBeInTheDocument();
    expect(loadRandom).toHaveBeenCalledWith('John 14:27');
    loadRandom.mockRejectedValueOnce(new Error('500: boom'));
    fireEvent.click(screen.getByRole('button', { name: 'Get New Verse' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ description: 'Could not load a new verse. Please try again.', variant: 'destructive' }));
    expect(screen.getByText(next.verse)).toBeInTheDocument();
  });

  it('shares through the clipboard where there is no share sheet', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen({});
    await screen.findByText(today.verse);
    fireEvent.click(screen.getByRole('button', { name: 'Share Verse' }));
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: 'Copied to Clipboard' }));
    expect(writeText).toHaveBeenCalledWith(`“${today.verse}” — John 14:27`);
  });
});
