import type { Meta, StoryObj } from '@storybook/react';
import { IconButton } from './Button';
import { HeartIcon } from './icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text after the icon is read by screen readers but not drawn. */
export const Default: Story = {
  render: () => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <HeartIcon />
      <VisuallyHidden>Hearts:</VisuallyHidden>
      12
      <IconButton aria-label="Give a heart" variant="secondary">
        <HeartIcon />
      </IconButton>
    </p>
  ),
};
