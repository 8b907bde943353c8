import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';
import { Dialog, DialogFooter, type DialogProps } from './Dialog';
import { Field, Textarea } from './FormControls';
import { Stack } from './Layout';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Dialog', closeLabel: 'Close' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ children, ...props }: Omit<DialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <div style={{ padding: 24 }}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog {...props} open={open} onOpenChange={setOpen}>
        {children}
      </Dialog>
    </div>
  );
}

export const PrayerPreview: Story = {
  render: () => (
    <Demo
      title="Preview your prayer request"
      description="Check the corrected version before sharing it with the community."
      closeLabel="Close"
    >
      <Stack gap={4}>
        <Card variant="soft">
          <CardContent>Please pray for my mother, who is having surgery on Tuesday.</CardContent>
        </Card>
        <DialogFooter>
          <Button variant="ghost">Back to Edit</Button>
          <Button>Share Prayer Request</Button>
        </DialogFooter>
      </Stack>
    </Demo>
  ),
};

export const Pricing: Story = {
  render: () => (
    <Demo title="Choose Your Flow Plan" closeLabel="Close" size="lg">
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
        <Card variant="outline">
          <CardHeader>
            <CardTitle>Freemium</CardTitle>
            <CardDescription>Free</CardDescription>
          </CardHeader>
          <CardContent>1 prayer per month, daily verse, community support, basic features.</CardContent>
          <CardFooter>
            <Button variant="outline" fullWidth disabled>
              Current Plan
            </Button>
          </CardFooter>
        </Card>
        <Card>
          <CardHeader>
            <Badge variant="premium">Most Popular</Badge>
            <CardTitle>Premium</CardTitle>
            <CardDescription>£9.99/month</CardDescription>
          </CardHeader>
          <CardContent>
            8 prayers per month (max 2 per week), daily devotionals, missionary connections, voice messages,
            priority support, all future features.
          </CardContent>
          <CardFooter>
            <Button fullWidth>Upgrade to Premium</Button>
          </CardFooter>
        </Card>
      </div>
    </Demo>
  ),
};

/** On a phone the dialog body scrolls inside the viewport; the close button stays reachable. */
export const LongContent: Story = {
  render: () => (
    <Demo title="Support Flow Development" description="Your donation keeps Flow running." closeLabel="Close">
      <Stack gap={4}>
        {Array.from({ length: 8 }, (_, i) => (
          <p key={i}>
            Flow is still in development. Every gift helps us keep the community safe, anonymous and free for those
            who need it most.
          </p>
        ))}
        <Field label="A note (optional)">
          <Textarea />
        </Field>
        <DialogFooter>
          <Button variant="ghost">Cancel</Button>
          <Button>Continue</Button>
        </DialogFooter>
      </Stack>
    </Demo>
  ),
};

export const WithoutDescription: Story = {
  render: () => (
    <Demo title="Page Not Found" closeLabel="Close" size="sm">
      <p>The page you&apos;re looking for doesn&apos;t exist, but our community is always here to support you.</p>
    </Demo>
  ),
};
