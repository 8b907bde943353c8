import type { Meta, StoryObj } from '@storybook/react';
import { Button } from '../components/Button';
import { Tooltip } from './Tooltip';

/**
 * What the app uses: the trigger alone until Radix's tooltip has loaded (after the first screen,
 * or when the trigger is pointed at or focused); then as `UI/Tooltip`.
 */
const meta = {
  title: 'UI/Tooltip (deferred)',
  component: Tooltip,
  args: { content: 'Copy the verse to your clipboard', children: <Button variant="outline">Copy</Button> },
  parameters: { layout: 'centered' },
  decorators: [(Story) => <div style={{ padding: 64 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OpenAtOnce: Story = { args: { defaultOpen: true } };
