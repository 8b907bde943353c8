import type { Meta, StoryObj } from '@storybook/react';
import NotFound from './NotFound';

const meta = { title: 'Community/Screens/NotFound', component: NotFound, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof NotFound
>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
