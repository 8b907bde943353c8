import type { Meta, StoryObj } from '@storybook/react';
import { Avatar, avatarGradientIndex } from './Avatar';
import { Stack } from './Layout';

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { anonymousId: 'anon_k2j3h4l5', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

// Ids chosen so that each of the five gradients appears once.
const ids = ['anon_A', 'anon_B', 'anon_C', 'anon_D', 'anon_E'];

export const AllGradients: Story = {
  render: () => (
    <Stack direction="row" gap={4} wrap>
      {ids.map((id) => (
        <Stack key={id} gap={2} align="center">
          <Avatar anonymousId={id} size="lg" />
          <code style={{ fontSize: 12 }}>
            {id} → {avatarGradientIndex(id)}
          </code>
        </Stack>
      ))}
    </Stack>
  ),
};

export const SizesAndGlyphs: Story = {
  render: () => (
    <Stack gap={4}>
      <Stack direction="row" gap={3} align="center">
        {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
          <Avatar key={size} anonymousId="anon_A" size={size} glyph="dove" />
        ))}
      </Stack>
      <Stack direction="row" gap={3} align="center">
        {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
          <Avatar key={size} anonymousId="anon_B" size={size} glyph="heart" />
        ))}
      </Stack>
    </Stack>
  ),
};
