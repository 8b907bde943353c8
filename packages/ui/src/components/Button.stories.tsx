import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { Button, IconButton } from './Button';
import { CloseIcon, HeartIcon, DoveIcon } from './icons';
import { Stack } from './Layout';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Share Your Heart', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} variant="primary">
        Share Your Heart
      </Button>
      <Button {...args} variant="secondary">
        Share Prayer Request
      </Button>
      <Button {...args} variant="outline">
        Testimonials
      </Button>
      <Button {...args} variant="ghost">
        Cancel
      </Button>
      <Button {...args} variant="destructive">
        Remove
      </Button>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Stack>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args}>
        <DoveIcon size={18} />
        Share Your Heart
      </Button>
      <Button {...args} variant="outline">
        <HeartIcon size={18} />
        Pray for this
      </Button>
    </Stack>
  ),
};

export const LoadingAndDisabled: Story = {
  render: (args) => (
    <Stack direction="row" gap={3} wrap align="center">
      <Button {...args} loading>
        Share Prayer Request
      </Button>
      <Button {...args} variant="secondary" loading>
        Preview &amp; Submit
      </Button>
      <Button {...args} variant="outline" loading size="lg">
        Upgrade to Premium
      </Button>
      <Button {...args} disabled>
        Current Plan
      </Button>
      <Button {...args} variant="outline" disabled>
        Downgrade Available
      </Button>
    </Stack>
  ),
};

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Upgrade to Premium', size: 'lg' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Button {...args} />
    </div>
  ),
};

export const AsLink: Story = {
  args: { href: '/', children: 'Return to Community', variant: 'outline' },
};

export const IconButtons: Story = {
  render: () => (
    <Stack direction="row" gap={3} align="center">
      <IconButton aria-label="Close" size="sm">
        <CloseIcon size={16} />
      </IconButton>
      <IconButton aria-label="Close">
        <CloseIcon />
      </IconButton>
      <IconButton aria-label="Give a heart" variant="secondary">
        <HeartIcon />
      </IconButton>
      <IconButton aria-label="Share your heart" variant="primary" size="lg">
        <DoveIcon size={24} />
      </IconButton>
      <IconButton aria-label="Close" variant="outline">
        <CloseIcon />
      </IconButton>
    </Stack>
  ),
};
