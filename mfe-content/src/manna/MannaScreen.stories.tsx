import type { DailyVerse } from '@flow/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { SWRConfig } from 'swr';
import MannaScreen from './MannaScreen';

const verse: DailyVerse = {
  date: '2026-12-10',
  verse: 'Be strong and courageous. Don’t be afraid or scared of them, for Yahweh your God himself is who goes with you. He will not fail you nor forsake you.',
  reference: 'Deuteronomy 31:6',
  source: 'torah',
};

const meta = {
  title: 'Content/Manna/MannaScreen',
  component: MannaScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SWRConfig value={{ provider: () => new Map() }}>
        <Story />
      </SWRConfig>
    ),
  ],
  // 10 December 2026: Chanukah and Rosh Chodesh Tevet, a waning crescent.
  args: { now: new Date(2026, 11, 10, 9), loadVerse: async () => verse, origin: 'https://flow.example' },
} satisfies Meta<typeof MannaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TorahVerse: Story = {};
export const BibleVerseOnAnOrdinaryDay: Story = {
  args: {
    now: new Date(2026, 10, 23, 9),
    loadVerse: async () => ({ date: '2026-11-23', verse: 'Peace I leave with you. My peace I give to you.', reference: 'John 14:27', source: 'bible' }),
  },
};
/** No verse came back: Proverbs 3:5 with "Today's verse will be available soon". */
export const Fallback: Story = { args: { loadVerse: async () => Promise.reject(new Error('offline')) } };
export const Loading: Story = { args: { loadVerse: () => new Promise<DailyVerse>(() => undefined) } };
/** As the server draws it before the page's script runs: the day's verse, the column of the visitor's moment left empty. */
export const AsTheServerDrawsIt: Story = { args: { initial: verse, labels: { date: 'Thursday, December 10, 2026' }, side: false } };
