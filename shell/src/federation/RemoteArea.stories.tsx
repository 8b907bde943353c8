import type { Meta, StoryObj } from '@storybook/react';
import { fn } from 'storybook/test';
import { RemoteFallback, RemoteLoading } from './RemoteArea';

const meta = { title: 'Shell/RemoteArea', component: RemoteFallback, args: { onRetry: fn() } } satisfies Meta<
  typeof RemoteFallback
>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Unavailable: Story = {};
export const Loading: Story = { render: () => <RemoteLoading /> };
