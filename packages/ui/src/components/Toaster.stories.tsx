import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from './Button';
import { Stack } from './Layout';
import { Toaster, type ToastItem } from './Toaster';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  args: { toasts: [], onOpenChange: () => {}, closeLabel: 'Close' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const samples: Omit<ToastItem, 'id' | 'open'>[] = [
  {
    title: 'Prayer request received',
    description: 'Your prayer request has been received and will receive a biblical response.',
  },
  {
    title: 'Failed to share',
    description: 'There was an error sharing your post. Please try again.',
    variant: 'destructive',
  },
  { title: 'Verse copied to clipboard!' },
];

// Mimics the store: one toast at a time, a new one replaces the previous.
function Demo({ initial }: { initial?: ToastItem }) {
  const [toasts, setToasts] = useState<ToastItem[]>(initial ? [initial] : []);
  const push = (sample: Omit<ToastItem, 'id' | 'open'>) =>
    setToasts([{ ...sample, id: String(Date.now()), open: true }]);
  return (
    <div style={{ padding: 24, minHeight: 320 }}>
      <Stack direction="row" gap={3} wrap>
        <Button onClick={() => push(samples[0])}>Show success</Button>
        <Button variant="destructive" onClick={() => push(samples[1])}>
          Show error
        </Button>
        <Button variant="outline" onClick={() => push(samples[2])}>
          Title only
        </Button>
      </Stack>
      <Toaster
        toasts={toasts}
        closeLabel="Close"
        regionLabel="Notifications"
        onOpenChange={(id, open) => setToasts((list) => list.map((t) => (t.id === id ? { ...t, open } : t)))}
      />
    </div>
  );
}

export const Interactive: Story = {
  render: () => <Demo />,
};

export const Default: Story = {
  render: () => <Demo initial={{ ...samples[0], id: 'a', open: true, duration: 1_000_000 }} />,
};

export const Destructive: Story = {
  render: () => <Demo initial={{ ...samples[1], id: 'b', open: true, duration: 1_000_000 }} />,
};
