import type { Meta, StoryObj } from '@storybook/react';
import { translationConsentStore } from '@flow/store';
import { TranslationConsentModal } from './TranslationConsentModal';

const meta = {
  title: 'Shell/TranslationConsentModal',
  component: TranslationConsentModal,
} satisfies Meta<typeof TranslationConsentModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AskingConsent: Story = {
  beforeEach: () => translationConsentStore.setState({ checked: true, granted: false, modalOpen: true }),
};
export const AlreadyGranted: Story = {
  beforeEach: () => translationConsentStore.setState({ checked: true, granted: true, modalOpen: true }),
};
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => translationConsentStore.setState({ checked: true, granted: false, modalOpen: true }),
};
