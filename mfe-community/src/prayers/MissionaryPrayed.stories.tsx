import type { Meta, StoryObj } from '@storybook/react';
import { MissionaryPrayedBox } from './MissionaryPrayed';

const meta = {
  title: 'Community/Prayers/MissionaryPrayedBox',
  component: MissionaryPrayedBox,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof MissionaryPrayedBox>;
export default meta;
type Story = StoryObj<typeof meta>;

const base = { prayerRequestId: 'p-1', createdAt: '2026-11-20T18:42:00.000Z', isRead: false, voiceDuration: null } as const;

export const OneAnswer: Story = {
  args: { responses: [{ ...base, id: 'a-1', responseType: 'text', content: 'Lord, hold this family close tonight and give the doctors steady hands. Amen.' }] },
};
export const VoiceAnswer: Story = { args: { responses: [{ ...base, id: 'a-2', responseType: 'voice', content: null, voiceDuration: 42 }] } };
