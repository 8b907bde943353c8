import type { Meta, StoryObj } from '@storybook/react';
import { CareNoteView } from './CareNote';

const meta = {
  title: 'Community/Moderation/CareNote',
  component: CareNoteView,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof CareNoteView>;
export default meta;
export const ToTheAuthor: StoryObj<typeof meta> = {};
