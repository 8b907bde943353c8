import type { Meta, StoryObj } from '@storybook/react';
import { samplePrayers } from '../wall/fixtures';
import { PrayerRequestItem } from './PrayerRequestItem';

const meta = {
  title: 'Community/Prayers/PrayerRequestItem',
  component: PrayerRequestItem,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof PrayerRequestItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AnsweredWithGuidance: Story = { args: { request: samplePrayers[0] } };
export const WaitingForGuidance: Story = { args: { request: samplePrayers[1] } };
