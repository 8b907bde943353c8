import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { Button } from './Button';
import { Field, Input, Label, Textarea } from './FormControls';
import { Stack } from './Layout';

const meta = {
  title: 'UI/Form controls',
  component: Field,
  args: { label: 'Share anonymously', children: <Textarea /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

function ComposerDemo() {
  const [text, setText] = useState('');
  return (
    <Stack gap={3} style={{ maxWidth: 560 }}>
      <Field label="Share anonymously" hideLabel hint="Your words are shared without your name.">
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="What's on your heart? Share anonymously for spiritual guidance..."
        />
      </Field>
      <Stack direction="row" justify="end">
        <Button disabled={!text.trim()}>Share</Button>
      </Stack>
    </Stack>
  );
}

export const Composer: Story = {
  render: () => <ComposerDemo />,
};

export const WithError: Story = {
  render: () => (
    <Stack gap={5} style={{ maxWidth: 420 }}>
      <Field label="E-mail" error="Please enter a valid e-mail address">
        <Input type="email" defaultValue="hope@" />
      </Field>
      <Field label="Donation amount (USD)" hint="Minimum $1.00">
        <Input inputMode="decimal" defaultValue="10" />
      </Field>
    </Stack>
  ),
};

export const States: Story = {
  render: () => (
    <Stack gap={5} style={{ maxWidth: 420 }}>
      <Stack gap={2}>
        <Label htmlFor="plain">Plain label and input</Label>
        <Input id="plain" placeholder="Search scripture (3+ characters)" />
      </Stack>
      <Field label="Disabled">
        <Input disabled defaultValue="Not editable" />
      </Field>
      <Field label="Disabled textarea">
        <Textarea disabled defaultValue="Submitting..." />
      </Field>
    </Stack>
  ),
};
