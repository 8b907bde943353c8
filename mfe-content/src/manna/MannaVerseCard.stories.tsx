import type { Meta, StoryObj } from '@storybook/react';
import { MannaVerseCard } from './MannaVerseCard';

const meta = {
  title: 'Content/Manna/MannaVerseCard',
  component: MannaVerseCard,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
  args: { verse: { verse: 'Trust in Yahweh with all your heart, and don’t lean on your own understanding.', reference: 'Proverbs 3:5', source: 'bible' } },
} satisfies Meta<typeof MannaVerseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bible: Story = {};
export const Torah: Story = { args: { verse: { verse: 'Yahweh bless you, and keep you.', reference: 'Numbers 6:24', source: 'torah' } } };
export const Fallback: Story = { args: { verse: null } };
export const Loading: Story = { args: { loading: true, verse: null } };
