import type { Meta, StoryObj } from '@storybook/react';
import { CrisisPanel } from './CrisisPanel';
import { crisisMessage } from './fixtures';

const crisis = crisisMessage.metadata!.crisis!;
const meta = {
  title: 'Missionary/Chat/CrisisPanel',
  component: CrisisPanel,
  args: { crisis, onTalkToHuman: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CrisisPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Outside the shell the community widget cannot load, so the plain list shows. */
export const WithHumanOffer: Story = {};
export const NoHumanAvailable: Story = { args: { onTalkToHuman: undefined } };
