import type { Meta, StoryObj } from '@storybook/react';
import { Header } from './Header';

const meta = { title: 'Shell/Header', component: Header, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Desktop: Story = { parameters: { viewport: { defaultViewport: 'desktop' } } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
