import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { sampleMissionaries } from './fixtures';
import { MissionaryPicker } from './MissionaryPicker';

const meta = {
  title: 'Billing/Connect/MissionaryPicker',
  component: MissionaryPicker,
  args: { missionaries: sampleMissionaries, value: null, onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <MissionaryPicker {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof MissionaryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: 'm-3' } };
