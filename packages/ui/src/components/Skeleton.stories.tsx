import type { Meta, StoryObj } from '@storybook/react';
import { Card, CardContent } from './Card';
import { Stack } from './Layout';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <Stack gap={3} style={{ maxWidth: 420 }}>
      <Skeleton height={20} width="60%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
      <Skeleton circle height={40} />
      <Skeleton height={120} radius="lg" />
    </Stack>
  ),
};

/** The post feed shows three of these while loading (spec). */
export const FeedLoading: Story = {
  render: () => (
    <Stack gap={4} aria-busy="true" style={{ maxWidth: 640 }}>
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <CardContent>
            <Stack gap={4}>
              <Stack direction="row" gap={3} align="center">
                <Skeleton circle height={40} />
                <Stack gap={2} style={{ flex: 1 }}>
                  <Skeleton height={12} width="30%" />
                  <Skeleton height={10} width="20%" />
                </Stack>
              </Stack>
              <Skeleton height={14} />
              <Skeleton height={14} width="92%" />
              <Skeleton height={14} width="70%" />
              <Skeleton height={72} radius="md" />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  ),
};
