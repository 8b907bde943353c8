import { configureApi } from '@flow/api-client';
import type { AuthUser } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore, userStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import JoinMissionScreen from './JoinMissionScreen';

const member: AuthUser = { id: 'u1', firstName: 'Ana', lastName: null, email: 'ana@example.org', profileImageUrl: null, isModerator: false };
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
let fetchMock: jest.Mock;
let signUpReply: () => ReturnType<typeof reply>;

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => {
  window.scrollTo = jest.fn();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  toastStore.setState({ toasts: [] });
  signUpReply = () => reply(201, { id: 'm-1', displayName: 'Faithful Priscilla' });
  fetchMock = jest.fn(async (url: RequestInfo | URL) => {
    if (String(url).endsWith('/api/missionaries/signup')) return signUpReply();
    if (String(url).endsWith('/api/missionaries/me/photo')) return reply(200, { photoUrl: '/media/missionaries/x.jpg', awaitingApproval: true });
    return reply(404, {});
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
});

const wrap = () =>
  render(
    <UiProvider>
      <JoinMissionScreen />
    </UiProvider>,
  );
const toasts = () => toastStore.getState().toasts;

async function toProfile() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));
  fireEvent.change(screen.getByLabelText('Full name (private)'), { target: { value: 'Ana Souza' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.org' } });
  fireEvent.change(screen.getByLabelText('Confirm email'), { target: { value: 'ana@example.org' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Profile Details' }));
  expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
}

describe('the join wizard', () => {
  it('asks a signed-out visitor to sign in first and come back here', () => {
    userStore.getState().setUser(null);
    wrap();
    expect(screen.getByRole('heading', { name: 'Join Flow Mission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fjoin-mission');
    expect(screen.queryByRole('button', { name: 'Continue to Sign Up' })).not.toBeInTheDocument();
  });

  it('step 2 moves on without validating; the submit sends the person back to the contact problems', async () => {
    userStore.getState().setUser(member);
    wrap();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Sign Up' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.org' } });
    fireEvent.change(screen.getByLabelText('Confirm email'), { target: { value: 'other@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Profile Details' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Join Prayer Mission' }));
    expect(await screen.findByText("Email addresses don't match")).toBeInTheDocument();
    expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a photo that is not an image or is over 5 MB with the spec toasts', async () => {
    userStore.getState().setUser(member);
    wrap();
    await toProfile();
    const input = screen.getByLabelText('Choose a profile photo');
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(toasts()[0]).toMatchObject({ title: 'Invalid File Type', description: 'Please upload an image file (JPG, PNG, etc.)' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(toasts()[0]).toMatchObject({ title: 'File Too Large', description: 'Please upload an image smaller than 5MB' });
  });

  it('needs the terms, then signs up, uploads the photo and shows the done step', async () => {
    userStore.getState().setUser(member);
    wrap();
    await toProfile();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Choose a profile photo'), { target: { files: [photo] } });
    expect(await screen.findByAltText('Your chosen photo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Join Prayer Mission' }));
    expect(await screen.findByText('You must agree to the Terms of Service')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Join Prayer Mission' }));
    expect(await screen.findByRole('heading', { name: 'What Happens Next?' })).toBeInTheDocument();
    expect(screen.getByText(/Faithful Priscilla/, { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Missionary Dashboard' })).toHaveAttribute('href', '/missionary-dashboard');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [signup, upload] = fetchMock.mock.calls as Array<[string, RequestInit]>;
    expect(JSON.parse(signup[1].body as string)).toMatchObject({ name: 'Ana Souza', email: 'ana@example.org', confirmEmail: 'ana@example.org', languages: ['en'], agreeToTerms: true });
    expect([upload[0], upload[1].method, upload[1].body]).toEqual(['/api/missionaries/me/photo', 'PUT', photo]);
    expect(toasts().some((t) => t.title === 'Welcome to Flow Mission!')).toBe(true);
  });

  it('says Sign-up Failed with the server message and stays on the profile step', async () => {
    userStore.getState().setUser(member);
    signUpReply = () => reply(409, { error: 'conflict', reason: 'already_missionary', message: 'This account already has a missionary profile.' });
    wrap();
    await toProfile();
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Join Prayer Mission' }));
    await waitFor(() => expect(toasts()[0]).toMatchObject({ variant: 'destructive', title: 'Sign-up Failed', description: 'This account already has a missionary profile.' }));
    expect(screen.getByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
  });
});
