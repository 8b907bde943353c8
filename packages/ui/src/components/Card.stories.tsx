import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from './Badge';
import { Button } from './Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'UI/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card style={{ maxWidth: 520 }}>
      <CardHeader>
        <CardTitle>Welcome to Flow</CardTitle>
        <CardDescription>
          A safe, anonymous place to share what is on your heart and receive gentle guidance from scripture.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p>No sign-up needed. Everything you share is anonymous.</p>
      </CardContent>
      <CardFooter>
        <Button>Share Your Heart</Button>
        <Button variant="outline">Share Prayer Request</Button>
      </CardFooter>
    </Card>
  ),
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
      <Card variant="elevated">
        <CardHeader>
          <CardTitle>Elevated</CardTitle>
          <CardDescription>The default surface for posts and widgets.</CardDescription>
        </CardHeader>
      </Card>
      <Card variant="outline">
        <CardHeader>
          <CardTitle>Outline</CardTitle>
          <CardDescription>Flat, for nested or dense content.</CardDescription>
        </CardHeader>
      </Card>
      <Card variant="soft">
        <CardHeader>
          <CardTitle>Prayer Answered</CardTitle>
          <CardDescription>Soft, tinted call-outs and highlights.</CardDescription>
        </CardHeader>
      </Card>
    </div>
  ),
};

export const PlanCard: Story = {
  render: () => (
    <Card style={{ maxWidth: 360 }}>
      <CardHeader>
        <Badge variant="premium">Most Popular</Badge>
        <CardTitle>Premium</CardTitle>
        <CardDescription>£9.99/month</CardDescription>
      </CardHeader>
      <CardContent>
        <ul style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 1.9 }}>
          <li>8 prayers per month (max 2 per week)</li>
          <li>Daily devotionals</li>
          <li>Missionary connections</li>
          <li>Voice messages</li>
        </ul>
      </CardContent>
      <CardFooter>
        <Button fullWidth>Upgrade to Premium</Button>
      </CardFooter>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: () => (
    <Card style={{ maxWidth: 520 }}>
      <CardContent>A card with only content keeps even padding on every side.</CardContent>
    </Card>
  ),
};
