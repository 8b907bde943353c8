import type { Meta, StoryObj } from '@storybook/react';
import { PrayerRequestForm } from './PrayerRequestForm';

const meta = {
  title: 'Community/Prayers/PrayerRequestForm',
  component: PrayerRequestForm,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
  args: { onClose: () => undefined },
} satisfies Meta<typeof PrayerRequestForm>;
export default meta;
export const Open: StoryObj<typeof meta> = {};
