import type { Meta, StoryObj } from '@storybook/react';
import { PrayButton } from './PrayButton';

const meta = {
  title: 'Community/Wall/PrayButton',
  component: PrayButton,
  args: { itemType: 'post', id: 'p1', prayedToday: false, prayedCount: null },
} satisfies Meta<typeof PrayButton>;
export default meta;
type Story = StoryObj<typeof meta>;
export const NotYet: Story = {};
export const PrayedToday: Story = { args: { prayedToday: true } };
export const AuthorSeesCount: Story = { args: { prayedCount: 7 } };
