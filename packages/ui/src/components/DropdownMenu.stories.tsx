import type { Meta, StoryObj } from '@storybook/react';
import { Button } from './Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';
import { ChevronDownIcon, HeartIcon } from './icons';

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const initialStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: 999,
  background: '#6B3FBF',
  color: '#fff',
  fontSize: 13,
  fontWeight: 700,
} as const;

/** The signed-in user menu: initial, first name, then full name and e-mail inside. */
export const UserMenu: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 320 }}>
      <DropdownMenu defaultOpen modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost">
            <span style={initialStyle} aria-hidden>
              G
            </span>
            Grace
            <ChevronDownIcon size={16} />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            Grace Adeyemi
            <small>grace@example.org</small>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem>
            <HeartIcon />
            Dashboard
          </DropdownMenuItem>
          <DropdownMenuItem>Notification Settings</DropdownMenuItem>
          <DropdownMenuItem disabled>Subscribe</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive>Sign Out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
};
