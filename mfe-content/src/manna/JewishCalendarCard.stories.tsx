import type { Meta, StoryObj } from '@storybook/react';
import { jewishDay } from './jewishCalendar';
import { JewishCalendarCard } from './JewishCalendarCard';

const meta = {
  title: 'Content/Manna/JewishCalendarCard',
  component: JewishCalendarCard,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  args: { day: jewishDay(new Date(2026, 11, 10)) },
} satisfies Meta<typeof JewishCalendarCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChanukahAndRoshChodesh: Story = {};
export const RoshHashana: Story = { args: { day: jewishDay(new Date(2024, 9, 3)) } };
export const OrdinaryDay: Story = { args: { day: jewishDay(new Date(2026, 10, 23)) } };
