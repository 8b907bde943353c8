import type { Meta, StoryObj } from '@storybook/react';
import { moonPhase } from './moon';
import { MoonPhaseCard } from './MoonPhaseCard';

const meta = {
  title: 'Content/Manna/MoonPhaseCard',
  component: MoonPhaseCard,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  args: { moon: moonPhase(new Date('2025-03-14T06:55Z')) },
} satisfies Meta<typeof MoonPhaseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullMoon: Story = {};
export const NewMoon: Story = { args: { moon: moonPhase(new Date('2025-01-29T12:36Z')) } };
export const FirstQuarter: Story = { args: { moon: moonPhase(new Date('2025-02-05T08:02Z')) } };
