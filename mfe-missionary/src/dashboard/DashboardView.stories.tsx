import type { Meta, StoryObj } from '@storybook/react';
import { DashboardView } from './DashboardView';
import { sampleDirect, sampleProfile, samplePending, sampleResponses } from './fixtures';

const ready = { kind: 'ready' as const, profile: sampleProfile, pending: samplePending, responses: sampleResponses };

const meta = {
  title: 'Missionary/Dashboard/DashboardView',
  component: DashboardView,
  parameters: { layout: 'fullscreen' },
  args: {
    state: ready,
    tab: 'pending',
    selectedId: null,
    draft: '',
    sending: false,
    voiceCoolingDown: false,
    onTab: () => {},
    onSelect: () => {},
    onDraft: () => {},
    onSend: () => {},
    onVoice: () => {},
  },
} satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Selected: Story = { args: { selectedId: 'r-2', draft: 'Lord, open a door for this family and keep their hope alive.' } };
export const Sending: Story = { args: { selectedId: 'r-1', draft: 'Praying for steady hands and peace.', sending: true } };
export const TooLong: Story = { args: { selectedId: 'r-1', draft: 'a'.repeat(520) } };
export const PendingLoading: Story = { args: { state: { ...ready, pending: null } } };
export const NoPending: Story = { args: { state: { ...ready, pending: [] } } };
export const MyResponses: Story = { args: { tab: 'responded' } };
export const ResponsesLoading: Story = { args: { tab: 'responded', state: { ...ready, responses: null } } };
export const NoResponses: Story = { args: { tab: 'responded', state: { ...ready, responses: [] } } };
export const Profile: Story = { args: { tab: 'profile' } };
export const Loading: Story = { args: { state: { kind: 'loading' } } };
export const AccessRequiredSignedOut: Story = { args: { state: { kind: 'signed-out', signInHref: '/api/login?returnTo=%2Fmissionary-dashboard' } } };
export const AccessRequired: Story = { args: { state: { kind: 'not-missionary' } } };
export const PrivateRequests: Story = { args: { state: { ...ready, pending: [...sampleDirect, ...samplePending] }, selectedId: 'd-1' } };
