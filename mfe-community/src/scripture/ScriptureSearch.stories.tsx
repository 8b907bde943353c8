import type { Meta, StoryObj } from '@storybook/react';
import { ScriptureSearch } from './ScriptureSearch';

const meta = {
  title: 'Community/Scripture/ScriptureSearch',
  component: ScriptureSearch,
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
  args: {
    search: async (query: string) =>
      /peace/i.test(query)
        ? [
            { text: 'Peace I leave with you. My peace I give to you; not as the world gives, I give to you. Don’t let your heart be troubled, neither let it be fearful.', reference: 'John 14:27', relevance: 1, source: 'bible' as const },
            { text: 'Yahweh bless you, and keep you. Yahweh make his face to shine on you, and be gracious to you. Yahweh lift up his face toward you, and give you peace.', reference: 'Numbers 6:24-26', relevance: 0.74, source: 'torah' as const },
          ]
        : [],
  },
} satisfies Meta<typeof ScriptureSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type “peace” for results, anything else (3+ characters) for the empty message. */
export const Default: Story = {};
export const Failing: Story = {
  args: {
    search: async () => {
      throw new Error('500: boom');
    },
  },
};
