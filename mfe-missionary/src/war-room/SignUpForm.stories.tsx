import type { Meta, StoryObj } from '@storybook/react';
import { SignUpForm } from './SignUpForm';

const meta = {
  title: 'Missionary/War Room/SignUpForm',
  component: SignUpForm,
  parameters: { layout: 'fullscreen' },
  args: { signedIn: true, signInHref: '/api/login?returnTo=%2Fmissionaries%3Fjoin%3D1', onSubmit: () => {}, onBack: () => {} },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Joining: Story = {
  args: { pending: true, initial: { name: 'Ana', phoneNumber: '+55 11 91234 5678', email: '', agreeToTerms: true } },
};
export const SignInFirst: Story = { args: { signedIn: false } };
