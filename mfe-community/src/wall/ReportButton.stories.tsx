import type { Meta, StoryObj } from '@storybook/react';
import { ReportButton } from './ReportButton';

const meta = {
  title: 'Community/Wall/ReportButton',
  component: ReportButton,
  args: { itemType: 'post', itemId: 'p1' },
} satisfies Meta<typeof ReportButton>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
