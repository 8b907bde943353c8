import type { Meta, StoryObj } from '@storybook/react';
import { Badge } from './Badge';
import { Card, CardContent } from './Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Tabs defaultValue="pending" style={{ maxWidth: 640 }}>
      <TabsList>
        <TabsTrigger value="pending">
          Pending Requests <Badge>3</Badge>
        </TabsTrigger>
        <TabsTrigger value="history">Prayer History</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
        <TabsTrigger value="disabled" disabled>
          Voice
        </TabsTrigger>
      </TabsList>
      <TabsContent value="pending">
        <Card>
          <CardContent>Three requests are waiting for a prayer.</CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="history">
        <Card>
          <CardContent>Your past prayers and responses.</CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="settings">
        <Card>
          <CardContent>Notification and profile settings.</CardContent>
        </Card>
      </TabsContent>
    </Tabs>
  ),
};
