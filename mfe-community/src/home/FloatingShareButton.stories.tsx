import type { Meta, StoryObj } from '@storybook/react';
import { FloatingShareButton } from './FloatingShareButton';

const meta = {
  title: 'Community/Home/FloatingShareButton',
  component: FloatingShareButton,
  args: { onClick: () => undefined },
} satisfies Meta<typeof FloatingShareButton>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
