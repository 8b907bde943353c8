import type { Meta, StoryObj } from '@storybook/react';
import { Composer } from './Composer';

const meta = {
  title: 'Community/Wall/Composer',
  component: Composer,
  decorators: [(Story) => <div style={{ maxWidth: 720 }}><Story /></div>],
} satisfies Meta<typeof Composer>;
export default meta;
export const Empty: StoryObj<typeof meta> = {};
