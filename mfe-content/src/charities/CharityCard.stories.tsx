import type { Meta, StoryObj } from '@storybook/react';
import { CHARITIES } from './charities.data';
import { CharityCard } from './CharityCard';

const meta = {
  title: 'Content/Charities/CharityCard',
  component: CharityCard,
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  args: { charity: CHARITIES[0] },
} satisfies Meta<typeof CharityCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Children: Story = {};
export const Animals: Story = { args: { charity: CHARITIES.find((c) => c.category === 'animals')! } };
export const Jewish: Story = { args: { charity: CHARITIES.find((c) => c.faith === 'jewish')! } };
