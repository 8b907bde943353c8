import type { DailyVerse, RandomVerse } from '@flow/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import DailyBibleVerseScreen from './DailyBibleVerseScreen';

const noCache = { save: async () => undefined, read: async () => null };

const meta = {
  title: 'Content/Verse/DailyBibleVerseScreen',
  component: DailyBibleVerseScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    now: new Date(2026, 10, 23, 8),
    cache: noCache,
    loadVerse: async (): Promise<DailyVerse> => ({ date: '2026-11-23', verse: 'Peace I leave with you. My peace I give to you; not as the world gives, I give to you.', reference: 'John 14:27', source: 'bible' }),
    loadRandom: async (): Promise<RandomVerse> => ({ verse: 'Yahweh is my shepherd; I shall lack nothing.', reference: 'Psalm 23:1', source: 'bible', translation: 'World English Bible' }),
  },
} satisfies Meta<typeof DailyBibleVerseScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TodaysVerse: Story = {};
export const FromTheCache: Story = {
  args: {
    loadVerse: async () => Promise.reject(new Error('offline')),
    cache: { save: async () => undefined, read: async () => ({ text: 'Yahweh is my strength and my shield.', reference: 'Psalm 28:7', source: 'bible', date: '2026-11-22', reflection: 'strength' }) },
  },
};
/** Neither the server nor the cache: the built-in John 3:16 with the error and Try Again. */
export const BuiltIn: Story = { args: { loadVerse: async () => Promise.reject(new Error('offline')) } };
export const Loading: Story = { args: { loadVerse: () => new Promise<DailyVerse>(() => undefined) } };
/** Opened with the verse the server drew into the page: no spinner, nothing fetched. */
export const ArrivedWithThePage: Story = {
  args: {
    loadVerse: () => new Promise<DailyVerse>(() => undefined),
    initial: { text: 'I can do all things through Christ, who strengthens me.', reference: 'Philippians 4:13', source: 'bible', date: '2026-11-23', reflection: 'strength' },
  },
};
