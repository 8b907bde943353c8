import type { Meta, StoryObj } from '@storybook/react';
import { JoinWizard } from './JoinWizard';

const filled = {
  name: 'Ana Souza',
  country: 'BR',
  email: 'ana@example.org',
  confirmEmail: 'ana@example.org',
  whatsappNumber: '+55 11 91234 5678',
  bio: 'I have walked through loss myself and pray for those who mourn.',
  specialization: 'grief',
  languages: ['pt-BR', 'en'],
};

const meta = {
  title: 'Missionary/Join/JoinWizard',
  component: JoinWizard,
  parameters: { layout: 'fullscreen' },
  args: {
    signedIn: true,
    signInHref: '/api/login?returnTo=%2Fjoin-mission',
    submit: async () => 'Faithful Priscilla',
    onPhotoProblem: () => {},
  },
} satisfies Meta<typeof JoinWizard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Information: Story = {};
export const InformationSignedOut: Story = { args: { signedIn: false } };
export const Contact: Story = { args: { initialStep: 2, initialValues: filled } };
export const Profile: Story = { args: { initialStep: 3, initialValues: filled } };
export const Done: Story = { args: { initialStep: 4, initialDisplayName: 'Faithful Priscilla' } };
