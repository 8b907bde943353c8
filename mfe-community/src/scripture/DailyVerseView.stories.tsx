import type { Meta, StoryObj } from '@storybook/react';
import { DailyVerseView } from './DailyVerseView';

const meta = {
  title: 'Community/Scripture/DailyVerseView',
  component: DailyVerseView,
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
  args: { verse: { verse: 'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.', reference: 'John 3:16', source: 'bible' } },
} satisfies Meta<typeof DailyVerseView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verse: Story = {};
export const Fallback: Story = { args: { verse: null } };
export const Loading: Story = { args: { loading: true } };
