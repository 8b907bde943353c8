import type { Meta, StoryObj } from '@storybook/react';
import { MobileUserSummary, SignInButton, UserMenu } from './UserMenu';

const user = { id: 'u-1', firstName: 'Ruth', lastName: 'of Moab', email: 'ruth@example.org', profileImageUrl: null };

const meta = { title: 'Shell/Account/UserMenu', component: UserMenu, args: { user } } satisfies Meta<typeof UserMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const OnlyAnEmail: Story = { args: { user: { ...user, firstName: null, lastName: null } } };
export const SignedOut: Story = { render: () => <SignInButton /> };
export const MobileSummary: Story = { render: (args) => <MobileUserSummary user={args.user} /> };
