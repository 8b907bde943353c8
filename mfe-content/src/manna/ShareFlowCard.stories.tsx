import type { Meta, StoryObj } from '@storybook/react';
import { ShareFlowCard } from './ShareFlowCard';

const meta = {
  title: 'Content/Manna/ShareFlowCard',
  component: ShareFlowCard,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  args: { origin: 'https://flow.example' },
} satisfies Meta<typeof ShareFlowCard>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
