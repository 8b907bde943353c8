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
/** The author's own request whose testimony the filter kept back: said plainly, nothing lost. */
export const OwnTestimonyKeptPrivately: Story = {
  args: {
    request: {
      ...samplePrayers[0],
      isMine: true,
      testimony: null,
      originalTestimony: 'Answered, but some nights are still very dark.',
    },
  },
};
/** The author's own request with a masked phone number: the note and what they wrote. */
export const OwnRequestWithContactMasked: Story = {
  args: {
    request: {
      ...samplePrayers[1],
      isMine: true,
      content: 'Please pray for my son, he is far from home. Call me at •••',
      original: 'Please pray for my son, he is far from home. Call me at +55 11 98765-4321',
    },
  },
};
