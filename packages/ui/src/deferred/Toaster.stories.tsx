import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../components/Button';
import type { ToastItem } from '../components/toastTypes';
import { Toaster } from './Toaster';

/**
 * What the app mounts: the notifications region at once, Radix's toasts loaded after the first
 * screen or with the first toast. It looks and behaves as `UI/Toaster` once a toast is raised.
 */
const meta = {
  title: 'UI/Toaster (deferred)',
  component: Toaster,
  args: { toasts: [], onOpenChange: () => {}, closeLabel: 'Close', regionLabel: 'Notifications' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  return (
    <div style={{ padding: 24, minHeight: 320 }}>
      <Button onClick={() => setToasts([{ id: String(Date.now()), title: 'Verse copied to clipboard!', open: true }])}>Show a toast</Button>
      <Toaster
        toasts={toasts}
        closeLabel="Close"
        regionLabel="Notifications"
        onOpenChange={(id, open) => setToasts((all) => all.map((t) => (t.id === id ? { ...t, open } : t)))}
      />
    </div>
  );
}

/** The empty region, as on a first visit. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  },
};

/** Raising the first toast loads Radix's toaster and shows it. */
export const FirstToast: Story = {
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show a toast' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Verse copied to clipboard!')).toBeInTheDocument();
  },
};
