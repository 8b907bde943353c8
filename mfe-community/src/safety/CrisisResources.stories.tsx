import { crisisAnswer } from '@flow/safety';
import type { Meta, StoryObj } from '@storybook/react';
import { CrisisResourcesView } from './CrisisResources';

/** The view with the answer the server gives a visitor from a given country, in a given language. */
const meta = {
  title: 'Community/Safety/CrisisResources',
  component: CrisisResourcesView,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  args: { data: crisisAnswer('GB', 'en') },
} satisfies Meta<typeof CrisisResourcesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Widget: Story = {};
export const Alert: Story = { args: { variant: 'alert', heading: 'h3' } };
export const VisitorFromBrazil: Story = { args: { data: crisisAnswer('BR', 'pt-BR') }, globals: { locale: 'pt-BR' } };
export const UnknownCountryJapanese: Story = { args: { data: crisisAnswer(null, 'ja') }, globals: { locale: 'ja' } };
export const UnknownCountryRussian: Story = { args: { variant: 'alert', heading: 'h3', data: crisisAnswer(null, 'ru') }, globals: { locale: 'ru' } };
