import type { Meta, StoryObj } from '@storybook/react';
import { SignInView } from './SignIn';

const meta = {
  title: 'Billing/SignIn',
  component: SignInView,
  parameters: { layout: 'fullscreen' },
  args: { methods: { oidc: false, emailLink: true, devOutbox: true }, search: '', onSignedIn: () => {} },
} satisfies Meta<typeof SignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmailForm: Story = {};
export const ConfirmLink: Story = { args: { search: '?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' } };
export const WithProvider: Story = { args: { methods: { oidc: true, emailLink: false, devOutbox: false } } };
export const ProviderFailed: Story = { args: { methods: { oidc: true, emailLink: false, devOutbox: false }, search: '?error=provider' } };
export const NoVerifiedEmail: Story = { args: { methods: { oidc: true, emailLink: false, devOutbox: false }, search: '?error=email' } };
