import { configureApi } from '@flow/api-client';
import type { EmailLinkInfo } from '@flow/contracts';
import type { Meta, StoryObj } from '@storybook/react';
import { SignInView } from './SignIn';

/** The link check answers without a server, so each state can be looked at on its own. */
const linkCheck = (info: EmailLinkInfo) => () => {
  const original = globalThis.fetch;
  configureApi({ fetch: async () => new Response(JSON.stringify(info), { status: 200, headers: { 'Content-Type': 'application/json' } }) });
  return () => configureApi({ fetch: original });
};
const token = '?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

const meta = {
  title: 'Billing/SignIn',
  component: SignInView,
  parameters: { layout: 'fullscreen' },
  args: { methods: { oidc: false, emailLink: true, devOutbox: true }, search: '', onSignedIn: () => {} },
} satisfies Meta<typeof SignInView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmailForm: Story = {};
export const ConfirmLink: Story = {
  args: { search: token },
  beforeEach: linkCheck({ email: 'ruth@example.org', sameBrowser: true }),
};
export const LinkFromAnotherBrowser: Story = {
  args: { search: token },
  beforeEach: linkCheck({ email: 'ruth@example.org', sameBrowser: false }),
};
export const SignOut: Story = { args: { search: '?signout=1' } };
export const WithProvider: Story = { args: { methods: { oidc: true, emailLink: false, devOutbox: false } } };
export const ProviderFailed: Story = { args: { methods: { oidc: true, emailLink: false, devOutbox: false }, search: '?error=provider' } };
export const NoVerifiedEmail: Story = { args: { methods: { oidc: true, emailLink: false, devOutbox: false }, search: '?error=email' } };
