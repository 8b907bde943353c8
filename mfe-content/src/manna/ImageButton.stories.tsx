import type { Meta, StoryObj } from '@storybook/react';
import { ImageButton } from './ImageButton';

const verse = { verse: 'Trust in Yahweh with all your heart.', reference: 'Proverbs 3:5', source: 'bible' as const };

const meta = {
  title: 'Content/Manna/ImageButton',
  component: ImageButton,
  args: { verse },
} satisfies Meta<typeof ImageButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Never answers: shows 'Generating Image...'. */
export const Generating: Story = { args: { generate: () => new Promise<string>(() => undefined) } };
export const Failing: Story = { args: { generate: async () => Promise.reject(new Error('503')) } };
