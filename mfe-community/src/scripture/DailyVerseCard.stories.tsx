import type { DailyVerse, ScriptureSearchResult } from '@flow/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { SWRConfig } from 'swr';
import { DailyVerseCard } from './DailyVerseCard';

const today: DailyVerse = {
  date: '2026-11-22',
  verse: 'Yahweh is my shepherd; I shall lack nothing.',
  reference: 'Psalm 23:1',
  source: 'bible',
};
const results: ScriptureSearchResult[] = [
  { text: 'I am the good shepherd. The good shepherd lays down his life for the sheep.', reference: 'John 10:11', relevance: 1, source: 'bible' },
  { text: 'Yahweh is my shepherd; I shall lack nothing.', reference: 'Psalm 23:1', relevance: 0.82, source: 'bible' },
];

const meta = {
  title: 'Community/Scripture/DailyVerseCard',
  component: DailyVerseCard,
  decorators: [
    (Story) => (
      // A fresh cache per story, so each shows its own verse.
      <SWRConfig value={{ provider: () => new Map() }}>
        <div style={{ maxWidth: 380 }}>
          <Story />
        </div>
      </SWRConfig>
    ),
  ],
  args: {
    loadVerse: async () => today,
    search: async (query: string) => (/shepherd/i.test(query) ? results : []),
  },
} satisfies Meta<typeof DailyVerseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bible: Story = {};
export const Torah: Story = {
  args: {
    loadVerse: async () => ({ date: '2026-11-23', verse: 'Be strong and courageous. Don’t be afraid or scared of them, for Yahweh your God himself is who goes with you. He will not fail you nor forsake you.', reference: 'Deuteronomy 31:6', source: 'torah' }),
  },
};
/** Nothing came back: the spec's fallback, 1 Peter 5:7. */
export const Fallback: Story = {
  args: {
    loadVerse: async () => {
      throw new Error('offline');
    },
  },
};
export const Loading: Story = { args: { loadVerse: () => new Promise<DailyVerse>(() => undefined) } };
