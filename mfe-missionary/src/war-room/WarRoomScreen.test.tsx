import { configureApi } from '@flow/api-client';
import type { AuthUser } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore, userStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { sampleTeam } from './fixtures';
import WarRoomScreen from './WarRoomScreen';

const member: AuthUser = { id: 'u1', firstName: 'Ana', lastName: null, email: 'ana@example.org', profileImageUrl: null, isModerator: false };
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
let teamResponse: () => ReturnType<typeof reply> | Promise<never>;
let signUpResponse: () => ReturnType<typeof reply>;
let fetchMock: jest.Mock;

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => {
  window.scrollTo = jest.fn();
  toastStore.setState({ toasts: [] });
  teamResponse = () => reply(200, sampleTeam);
  signUpResponse = () => reply(201, { id: 'new', displayName: 'Faithful Ruth' });
  fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url).endsWith('/api/missionaries') && (init?.method ?? 'GET') === 'GET') return teamResponse();
    if (String(url).endsWith('/api/missionaries')) return signUpResponse();
    return reply(404, {});
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
});

const wrap = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <WarRoomScreen />
      </UiProvider>
    </SWRConfig>,
  );
const lastToast = () => toastStore.getState().toasts[0];

describe('the War Room', () => {
  it('shows the team with the server count, AI and human badges, the chat buttons and the 24/7 notice', async () => {
    userStore.getState().setUser(null);
    wrap();
    expect(await screen.findByRole('article', { name: 'Hopeful Barnabas' })).toBeInTheDocument();
    expect(screen.getByTestId('active-count')).toHaveTextContent('3');
    expect(screen.getByText('AI Helper')).toBeInTheDocument();
    expect(screen.getAllByText('Human')).toHaveLength(2);
    expect(screen.getByText('Brazil')).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByLabelText('1 more language')).toHaveTextContent('+1');
    expect(screen.getAllByRole('button', { name: 'Chat with AI Helper' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Start Prayer Chat' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Chat is available 24/7' })).toBeInTheDocument();
  });

  it('shows the first-prayer-warrior card when nobody is on the team', async () => {
    teamResponse = () => reply(200, { activeCount: 0, missionaries: [] });
    wrap();
    expect(await screen.findByRole('heading', { name: 'Be Our First Prayer Warrior' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Start Your Mission' }));
    expect(screen.getByRole('heading', { name: 'Join Our Prayer Mission' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in first and come back to the form', async () => {
    userStore.getState().setUser(null);
    wrap();
    await screen.findByRole('article', { name: 'Hopeful Barnabas' });
    fireEvent.click(screen.getByRole('button', { name: 'Join Our Mission' }));
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fmissionaries%3Fjoin%3D1');
    expect(screen.queryByRole('button', { name: 'Join Prayer Network' })).not.toBeInTheDocument();
  });

  it('checks the form with the shared rules, then signs up, toasts and returns to the refreshed team', async () => {
    userStore.getState().setUser(member);
    wrap();
    await screen.findByRole('article', { name: 'Hopeful Barnabas' });
    fireEvent.click(screen.getByRole('button', { name: 'Become a Prayer Warrior' }));
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('WhatsApp phone number'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Prayer Network' }));
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('You must agree to the terms and conditions to continue')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText('WhatsApp phone number'), { target: { value: '+55 11 91234 5678' } });
    fireEvent.change(screen.getByLabelText('Email (optional)'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Join Prayer Network' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Welcome to Our Prayer Network!'));
    expect(lastToast()?.description).toContain('Faithful Ruth');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({
      name: 'Ana Souza',
      phoneNumber: '+55 11 91234 5678',
      email: '',
      country: 'US',
      languages: ['en'],
      specialization: 'Prayer Support',
      agreeToTerms: true,
    });
    expect(await screen.findByRole('heading', { name: 'Our Prayer Team' })).toBeInTheDocument();
  });

  it('shows the server message in an error toast and keeps the form', async () => {
    userStore.getState().setUser(member);
    signUpResponse = () => reply(409, { error: 'conflict', reason: 'already_missionary', message: 'This account already has a missionary profile.' });
    wrap();
    await screen.findByRole('article', { name: 'Hopeful Barnabas' });
    fireEvent.click(screen.getByRole('button', { name: 'Join Our Mission' }));
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ana Souza' } });
    fireEvent.change(screen.getByLabelText('WhatsApp phone number'), { target: { value: '+55 11 91234 5678' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Join Prayer Network' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'Error' }));
    expect(lastToast()?.description).toBe('This account already has a missionary profile.');
    expect(screen.getByRole('heading', { name: 'Join Our Prayer Mission' })).toBeInTheDocument();
  });
});
