import type { Meta, StoryObj } from '@storybook/react';
import { sampleTeam } from './fixtures';
import { TeamView } from './TeamView';

const meta = {
  title: 'Missionary/War Room/TeamView',
  component: TeamView,
  parameters: { layout: 'fullscreen' },
  args: { onJoin: () => {}, onRetry: () => {} },
} satisfies Meta<typeof TeamView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Team: Story = { args: { state: { kind: 'ready', team: sampleTeam } } };
export const Loading: Story = { args: { state: { kind: 'loading' } } };
export const Empty: Story = { args: { state: { kind: 'ready', team: { activeCount: 0, missionaries: [] } } } };
export const LoadError: Story = { args: { state: { kind: 'error' } } };
