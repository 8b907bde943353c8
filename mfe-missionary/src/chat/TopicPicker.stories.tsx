import type { Meta, StoryObj } from '@storybook/react';
import { TopicPicker } from './TopicPicker';

const meta = { title: 'Missionary/Chat/TopicPicker', component: TopicPicker, args: { current: null, onChoose: () => undefined } } satisfies Meta<typeof TopicPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoTopic: Story = {};
export const Changing: Story = { args: { current: 'healing' } };
export const WaitingForRoom: Story = { args: { disabled: true } };
