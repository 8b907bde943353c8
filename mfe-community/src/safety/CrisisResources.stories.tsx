import type { Meta, StoryObj } from '@storybook/react';
import { CrisisResources } from './CrisisResources';

const meta = {
  title: 'Community/Safety/CrisisResources',
  component: CrisisResources,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof CrisisResources>;
export default meta;
export const Widget: StoryObj<typeof meta> = {};
export const Alert: StoryObj<typeof meta> = { args: { variant: 'alert', heading: 'h3' } };
