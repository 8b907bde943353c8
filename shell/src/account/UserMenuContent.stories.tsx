import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { UserMenuContent } from './UserMenuContent';

const user = { id: 'u-1', firstName: 'Ruth', lastName: 'of Moab', email: 'ruth@example.org', profileImageUrl: null };

/** The signed-in menu as loaded after the first screen (`UserMenu` shows it in the header). */
const meta = {
  title: 'Shell/Account/UserMenuContent',
  component: UserMenuContent,
  args: { user },
} satisfies Meta<typeof UserMenuContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  args: { defaultOpen: true, user: { ...user, isModerator: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Moderation queue' })).toBeInTheDocument();
  },
};
