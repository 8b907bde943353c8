import type { Meta, StoryObj } from '@storybook/react';
import { DashboardLoading } from './DashboardLoading';

const meta = { title: 'Billing/UserDashboard/Loading', component: DashboardLoading, parameters: { layout: 'fullscreen' } } satisfies Meta<
  typeof DashboardLoading
>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
