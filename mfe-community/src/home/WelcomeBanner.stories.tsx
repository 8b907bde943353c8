import type { Meta, StoryObj } from '@storybook/react';
import { WelcomeBanner } from './WelcomeBanner';

const noop = () => undefined;
const meta = {
  title: 'Community/Home/WelcomeBanner',
  component: WelcomeBanner,
  args: { onShareHeart: noop, onTogglePrayer: noop, onToggleTestimonials: noop, prayerOpen: false, testimonialsOpen: false },
} satisfies Meta<typeof WelcomeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Closed: Story = {};
export const PrayerFormOpen: Story = { args: { prayerOpen: true } };
