import type { Meta, StoryObj } from '@storybook/react';
import { SignInRequired } from './SignInRequired';

const meta = { title: 'Billing/UserDashboard/SignInRequired', component: SignInRequired, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof SignInRequired
>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
