import type { Meta, StoryObj } from '@storybook/react';
import { userStore } from '@flow/store';
import { Header } from './Header';

const ruth = { id: 'u-1', firstName: 'Ruth', lastName: 'of Moab', email: 'ruth@example.org', profileImageUrl: null };
const as = (user: typeof ruth | null) => () => {
  userStore.getState().setUser(user);
};

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  beforeEach: as(null),
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Desktop: Story = { parameters: { viewport: { defaultViewport: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
export const SignedInDesktop: Story = { beforeEach: as(ruth), parameters: { viewport: { defaultViewport: 'desktop' } } };
export const SignedInPhone: Story = { beforeEach: as(ruth), globals: { viewport: { value: 'phone' } } };
