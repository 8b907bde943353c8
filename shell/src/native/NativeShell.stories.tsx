import type { Meta, StoryObj } from '@storybook/react';
import { Header } from '../Header';
import { NativeShell } from './NativeShell';

// The header as the native app shows it: the simulation flag stands in for Capacitor's check.
const meta = {
  title: 'Shell/NativeShell',
  component: NativeShell,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'phone' } },
  beforeEach: () => {
    sessionStorage.setItem('flow-native-simulation', 'android');
    return () => sessionStorage.removeItem('flow-native-simulation');
  },
  render: () => (
    <>
      <NativeShell />
      <Header />
    </>
  ),
} satisfies Meta<typeof NativeShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AndroidHeader: Story = {};
export const KeyboardShown: Story = {
  play: () => {
    window.dispatchEvent(new Event('keyboardWillShow'));
  },
};
