import type { Meta, StoryObj } from '@storybook/react';
import { CheckIcon, ChevronDownIcon, CloseIcon, DoveIcon, FilledHeartIcon, HeartIcon } from './icons';
import { Stack } from './Layout';

const meta = {
  title: 'UI/Icons',
  component: HeartIcon,
} satisfies Meta<typeof HeartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <Stack direction="row" gap={4} align="center" style={{ color: '#5A32A3' }}>
      <HeartIcon size={24} />
      <FilledHeartIcon size={24} />
      <DoveIcon size={24} />
      <CloseIcon size={24} />
      <CheckIcon size={24} />
      <ChevronDownIcon size={24} />
    </Stack>
  ),
};
