import type { Meta, StoryObj } from '@storybook/react';
import { Card, CardContent } from './Card';
import { Container, Stack } from './Layout';

const meta = {
  title: 'UI/Layout',
  component: Stack,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const Box = ({ children }: { children: string }) => (
  <Card variant="soft" style={{ flex: 1 }}>
    <CardContent>{children}</CardContent>
  </Card>
);

export const ContainerColumn: Story = {
  render: () => (
    <div style={{ background: '#F4F0EA', padding: '24px 0' }}>
      <Container>
        <Card>
          <CardContent>A centred page column; its side gutters grow from 16 px to 32 px.</CardContent>
        </Card>
      </Container>
    </div>
  ),
};

export const Stacks: Story = {
  render: () => (
    <Container style={{ paddingBlock: 24 }}>
      <Stack gap={6}>
        <Stack gap={3}>
          <Box>Column, gap 3</Box>
          <Box>Column, gap 3</Box>
        </Stack>
        <Stack direction="row" gap={3} stackBelow="md">
          <Box>Row from 768 px</Box>
          <Box>A column on phones</Box>
          <Box>Third</Box>
        </Stack>
      </Stack>
    </Container>
  ),
};
