import type { Meta, StoryObj } from '@storybook/react';
import { Button, IconButton } from './Button';
import { HeartIcon } from './icons';
import { Stack } from './Layout';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { content: 'Copy verse', children: <Button>Copy</Button> },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus: opens after 700 ms; moving to a neighbour within 300 ms opens it at once. */
export const Default: Story = {
  render: () => (
    <Stack direction="row" gap={3} style={{ padding: 48 }}>
      <Tooltip content="Copy the verse to your clipboard">
        <Button variant="outline">Copy</Button>
      </Tooltip>
      <Tooltip content="Give a heart" side="bottom">
        <IconButton aria-label="Give a heart" variant="secondary">
          <HeartIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  ),
};

export const Open: Story = {
  render: () => (
    <div style={{ padding: 64 }}>
      <Tooltip content="Share this verse with a friend" defaultOpen>
        <Button variant="outline">Share</Button>
      </Tooltip>
    </div>
  ),
};
