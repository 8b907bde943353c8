import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSelect } from './LanguageSelect';

const meta = {
  title: 'Shell/LanguageSelect',
  component: LanguageSelect,
} satisfies Meta<typeof LanguageSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByTestId('language-select'));
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findByRole('menuitemradio', { name: /Русский/ })).toBeInTheDocument();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
