import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { HeartButton } from './HeartButton';
import { Stack } from './Layout';

const meta = {
  title: 'UI/HeartButton',
  component: HeartButton,
  args: { count: 12, liked: false, label: 'Give a heart', onToggle: () => {} },
} satisfies Meta<typeof HeartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

function Toggle({ initialCount, initialLiked, size }: { initialCount: number; initialLiked: boolean; size?: 'sm' | 'md' }) {
  const [liked, setLiked] = useState(initialLiked);
  const [count, setCount] = useState(initialCount);
  return (
    <HeartButton
      count={count}
      liked={liked}
      size={size}
      label="Give a heart"
      onToggle={(next) => {
        setLiked(next);
        setCount((c) => c + (next ? 1 : -1));
      }}
    />
  );
}

export const Interactive: Story = {
  render: () => (
    <Stack direction="row" gap={3} align="center">
      <Toggle initialCount={0} initialLiked={false} />
      <Toggle initialCount={24} initialLiked />
      <Toggle initialCount={3} initialLiked={false} size="sm" />
      <Toggle initialCount={1287} initialLiked size="sm" />
    </Stack>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
};
