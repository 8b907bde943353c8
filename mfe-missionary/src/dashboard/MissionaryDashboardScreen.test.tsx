import { configureApi } from '@flow/api-client';
import type { AuthUser } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { toastStore, userStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { sampleProfile, samplePending, sampleResponses } from './fixtures';
import MissionaryDashboardScreen, { VOICE_COOLDOWN_MS } from './MissionaryDashboardScreen';
import { responseDate } from './time';

const member: AuthUser = { id: 'u1', firstName: 'Ana', lastName: null, email: 'ana@example.org', profileImageUrl: null, isModerator: false };
const reply = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) });
let routes: Record<string, () => ReturnType<typeof reply>>;
let fetchMock: jest.Mock;

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => {
  toastStore.setState({ toasts: [] });
  routes = {
    'GET /api/missionaries/me': () => reply(200, sampleProfile),
    'GET /api/missionaries/m-1/prayer-requests': () => reply(200, samplePending),
    'GET /api/missionary-responses/m-1': () => reply(200, sampleResponses),
    'POST /api/missionaries/m-1/prayer-requests/r-1/responses': () =>
      reply(201, { ...sampleResponses[0], id: 'new', prayerRequestId: 'r-1', isRead: false }),
  };
  fetchMock = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`;
    return (routes[key] ?? (() => reply(404, {})))();
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
});

const wrap = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <MissionaryDashboardScreen />
      </UiProvider>
    </SWRConfig>,
  );
const lastToast = () => toastStore.getState().toasts[0];

describe('the missionary dashboard', () => {
  it('signed out: Missionary Access Required, with Join as Missionary and Sign In, and no call', () => {
    userStore.getState().setUser(null);
    wrap();
    expect(screen.getByRole('heading', { name: 'Missionary Access Required' })).toBeInTheDocument();
    expect(screen.getByText('You need to be a registered missionary to access this dashboard.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join as Missionary' })).toHaveAttribute('href', '/missionaries?join=1');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fmissionary-dashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an account without a profile (403) sees Missionary Access Required', async () => {
    userStore.getState().setUser(member);
    routes['GET /api/missionaries/me'] = () => reply(403, { error: 'forbidden', message: 'no' });
    wrap();
    expect(await screen.findByRole('heading', { name: 'Missionary Access Required' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows the header, the pending list and answers the selected request', async () => {
    userStore.getState().setUser(member);
    wrap();
    expect(await screen.findByText('Welcome back, Faithful Priscilla')).toBeInTheDocument();
    expect(screen.getByText('12 prayers')).toBeInTheDocument();
    expect(await screen.findByLabelText('3 pending prayer requests')).toHaveTextContent('3');
    expect(screen.getByText('Select a prayer request to respond')).toBeInTheDocument();

    fireEvent.click(screen.getAllByTestId('pending-request')[0]);
    expect(screen.getByText('Selected for Response')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text Response' })).toBeDisabled();
    const send = screen.getByRole('button', { name: 'Send Response' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Your prayer response'), { target: { value: 'Praying for steady hands.' } });
    expect(screen.getByText('25/500 characters')).toBeInTheDocument();
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByText('Select a prayer request to respond')).toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post?.[1]?.body as string)).toEqual({ responseType: 'text', content: 'Praying for steady hands.' });
  });

  it('keeps the draft and says Failed to Send when the server refuses', async () => {
    userStore.getState().setUser(member);
    routes['POST /api/missionaries/m-1/prayer-requests/r-1/responses'] = () => reply(500, { error: 'internal_error', message: 'x' });
    wrap();
    fireEvent.click((await screen.findAllByTestId('pending-request'))[0]);
    fireEvent.change(screen.getByLabelText('Your prayer response'), { target: { value: 'Praying.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Response' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'Failed to Send' }));
    expect(screen.getByLabelText('Your prayer response')).toHaveValue('Praying.');
  });

  it('the voice button toasts and rests for 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      userStore.getState().setUser(member);
      wrap();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      fireEvent.click((await screen.findAllByTestId('pending-request'))[0]);
      const voice = screen.getByRole('button', { name: 'Voice (Soon)' });
      fireEvent.click(voice);
      expect(lastToast()?.title).toBe('Voice responses coming soon! Use text for now.');
      expect(voice).toBeDisabled();
      act(() => jest.advanceTimersByTime(VOICE_COOLDOWN_MS));
      expect(voice).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('My Responses shows the date as "MMM d, yyyy at h:mm a" and Read/Unread', async () => {
    userStore.getState().setUser(member);
    wrap();
    await screen.findByText('Welcome back, Faithful Priscilla');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'My Responses' }));
    const { date, time } = responseDate(sampleResponses[0].createdAt, 'en');
    expect(await screen.findByText(`${date} at ${time}`)).toBeInTheDocument();
    expect(`${date} at ${time}`).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M$/);
    expect(screen.getByText('Read')).toBeInTheDocument();
    expect(screen.getByText('Unread')).toBeInTheDocument();
  });
});
