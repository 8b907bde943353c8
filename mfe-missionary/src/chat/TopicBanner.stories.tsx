import type { Meta, StoryObj } from '@storybook/react';
import { TopicBanner } from './TopicBanner';

const meta = { title: 'Missionary/Chat/TopicBanner', component: TopicBanner, args: { topic: 'forgiveness', onChange: () => undefined } } satisfies Meta<typeof TopicBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};
