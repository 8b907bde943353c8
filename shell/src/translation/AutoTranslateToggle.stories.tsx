import type { Meta, StoryObj } from '@storybook/react';
import { translationConsentStore } from '@flow/store';
import { SWRConfig } from 'swr';
import { AutoTranslateToggle } from './AutoTranslateToggle';

// The server's answer to GET /api/translation, so the toggle shows without a BFF.
const withProvider = (Story: React.ComponentType) => (
  <SWRConfig value={{ fallback: { '/api/translation': { available: true } } }}>
    <Story />
  </SWRConfig>
);

const meta = {
  title: 'Shell/AutoTranslateToggle',
  component: AutoTranslateToggle,
  decorators: [withProvider],
} satisfies Meta<typeof AutoTranslateToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  beforeEach: () => translationConsentStore.setState({ checked: true, granted: false, autoTranslate: false, modalOpen: false }),
};
export const On: Story = {
  beforeEach: () => translationConsentStore.setState({ checked: true, granted: true, autoTranslate: true, modalOpen: false }),
};
