import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { LanguageMenu } from './LanguageMenu';
import { LanguageTrigger } from './LanguageTrigger';

/** The language menu as loaded after the first screen (`LanguageSelect` shows it in the header). */
const meta = {
  title: 'Shell/LanguageMenu',
  component: LanguageMenu,
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened at once: what happens when the button was used before the menu had loaded. */
export const OpenedByTheStandIn: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitemradio', { name: /Español/ })).toBeInTheDocument();
  },
};

/** The button alone, the same before and after the menu has loaded. */
export const Trigger: Story = { render: () => <LanguageTrigger aria-haspopup="menu" aria-expanded={false} /> };
