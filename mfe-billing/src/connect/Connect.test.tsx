import { configureApi } from '@flow/api-client';
import { initI18n } from '@flow/i18n';
import { toastStore, userStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { freeAccount, premiumAccount, sampleUser } from '../dashboard/fixtures';
import ConnectPage from './ConnectPage';
import { ConnectView } from './ConnectView';
import { idleRecorder, sampleMissionaries } from './fixtures';
import { formatTimer } from './useVoiceRecorder';

beforeAll(() => initI18n({ language: 'en' }));
beforeEach(() => {
  act(() => toastStore.setState({ toasts: [] }));
});
const wrap = (ui: React.ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>{ui}</UiProvider>
    </SWRConfig>,
  );
const lastToast = () => toastStore.getState().toasts[0];

type Route = [number, unknown];
function api(routes: Record<string, Route | ((init: RequestInit) => Route)>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const path = Object.keys(routes).find((p) => url.startsWith(`${p}`) && (init.method ?? 'GET') === (p.startsWith('POST ') ? 'POST' : 'GET'));
    const route = path ? routes[path] : undefined;
    const [status, body] = typeof route === 'function' ? route(init) : (route ?? [404, { error: 'not_found', message: 'no' }]);
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) };
  });
  configureApi({ fetch: ((url: string, init: RequestInit) => fetchMock(init.method === 'POST' ? `POST ${url}` : url, init)) as unknown as typeof fetch });
  return fetchMock;
}
const team = { activeCount: 4, missionaries: [...sampleMissionaries, { ...sampleMissionaries[0], id: 'ai-1', displayName: 'Grace (AI)', isAI: true }] };

describe('the gates', () => {
  it('signed out: Sign In Required with the connect text', () => {
    act(() => userStore.setState({ user: null, status: 'signed-out' }));
    wrap(<ConnectPage />);
    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByText('Please sign in to connect with missionaries for personal prayer support.')).toBeTruthy();
  });

  it('free plan: Premium Required naming £9.99/month, Upgrade and Return to Dashboard, back to /missionaries', async () => {
    act(() => userStore.setState({ user: sampleUser, status: 'signed-in' }));
    api({ '/api/me': [200, freeAccount] });
    wrap(<ConnectPage />);
    expect(await screen.findByRole('heading', { name: 'Premium Required' })).toBeTruthy();
    expect(screen.getByText(/£9\.99\/month/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/user-dashboard');
    expect(screen.getByTestId('connect-back').getAttribute('href')).toBe('/missionaries');
  });

  it('premium with nothing left: Monthly Quota Reached with N (3 when the quota is absent)', () => {
    wrap(<ConnectView gate={{ kind: 'quota-reached', quota: 8 }} missionaries={[]} sending={false} recorder={idleRecorder} onInvalid={jest.fn()} onSend={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Monthly Quota Reached' })).toBeTruthy();
    expect(screen.getByText("You've used all 8 prayer requests this month. Your quota will reset next month.")).toBeTruthy();
    expect(screen.getByTestId('connect-back').getAttribute('href')).toBe('/user-dashboard');
  });

  it('uses 3 when the quota is absent', () => {
    wrap(<ConnectView gate={{ kind: 'quota-reached', quota: null }} missionaries={[]} sending={false} recorder={idleRecorder} onInvalid={jest.fn()} onSend={jest.fn()} />);
    expect(screen.getByText(/used all 3 prayer requests/)).toBeTruthy();
  });
});

describe('the form', () => {
  const view = (props: Partial<React.ComponentProps<typeof ConnectView>> = {}) => {
    const onInvalid = jest.fn();
    const onSend = jest.fn();
    wrap(
      <ConnectView gate={{ kind: 'open', remaining: 5 }} missionaries={sampleMissionaries} sending={false} recorder={idleRecorder} onInvalid={onInvalid} onSend={onSend} {...props} />,
    );
    return { onInvalid, onSend };
  };

  it('says what is missing, in the spec order', () => {
    const { onInvalid, onSend } = view();
    expect(screen.getByTestId('connect-remaining').textContent).toBe('Remaining requests this month: 5');
    fireEvent.click(screen.getByTestId('connect-send'));
    expect(onInvalid).toHaveBeenLastCalledWith('missionary');
    fireEvent.click(screen.getByTestId('missionary-picker'));
    fireEvent.click(screen.getByRole('option', { name: /Gentle Lydia/ }));
    fireEvent.click(screen.getByTestId('connect-send'));
    expect(onInvalid).toHaveBeenLastCalledWith('text');
    fireEvent.click(screen.getByRole('button', { name: 'Voice Message' }));
    fireEvent.click(screen.getByTestId('connect-send'));
    expect(onInvalid).toHaveBeenLastCalledWith('voice');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends a text request of at most 500 characters, with its counter', () => {
    const { onSend } = view({ initialMissionaryId: 'm-2' });
    const box = screen.getByPlaceholderText('Please pray for...') as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'x'.repeat(600) } });
    expect(box.value).toHaveLength(500);
    expect(screen.getByText('500/500 characters')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Please pray for my father.' } });
    expect(screen.getByTestId('connect-send').getAttribute('data-incomplete')).toBe('false');
    fireEvent.click(screen.getByTestId('connect-send'));
    expect(onSend).toHaveBeenCalledWith({ messageType: 'text', missionaryId: 'm-2', content: 'Please pray for my father.' });
  });

  it('sends a voice recording once it is ready; Delete goes back to idle', () => {
    const recording = new Blob(['x'], { type: 'audio/webm' });
    const discard = jest.fn();
    const { onSend } = view({ initialMode: 'voice', initialMissionaryId: 'm-1', recorder: { ...idleRecorder, state: 'recorded', seconds: 42, recording, discard } });
    expect(screen.getByText('Recording ready')).toBeTruthy();
    expect(screen.getByText('0:42')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(discard).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('connect-send'));
    expect(onSend).toHaveBeenCalledWith({ messageType: 'voice', missionaryId: 'm-1', recording, seconds: 42 });
  });

  it('shows the m:ss timer', () => {
    expect([0, 9, 65, 300].map(formatTimer)).toEqual(['0:00', '0:09', '1:05', '5:00']);
  });
});

describe('ConnectPage', () => {
  beforeEach(() => act(() => userStore.setState({ user: sampleUser, status: 'signed-in' })));

  it('lists human missionaries only, sends the form as multipart and reports a server refusal', async () => {
    let sent: FormData | null = null;
    api({
      '/api/me': [200, premiumAccount],
      '/api/missionaries': [200, team],
      'POST /api/prayer-connections': (init) => {
        sent = init.body as FormData;
        return [403, { error: 'forbidden', message: 'You have sent 2 prayer requests this week.', reason: 'quota_week_reached' }];
      },
    });
    wrap(<ConnectPage />);
    fireEvent.click(await screen.findByTestId('missionary-picker'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.not.arrayContaining([expect.stringContaining('Grace (AI)')]));
    expect(screen.getAllByRole('option')).toHaveLength(3);
    fireEvent.click(screen.getByRole('option', { name: /Faithful Barnabas/ }));
    fireEvent.change(screen.getByPlaceholderText('Please pray for...'), { target: { value: 'Please pray for peace at home.' } });
    fireEvent.click(screen.getByTestId('connect-send'));
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to send prayer request'));
    expect(lastToast()?.variant).toBe('destructive');
    expect(lastToast()?.description).toBe("You've sent 2 prayer requests this week. You can send another next week.");
    const form = sent as unknown as FormData;
    expect(form.get('missionaryId')).toBe('m-1');
    expect(form.get('messageType')).toBe('text');
    expect(form.get('content')).toBe('Please pray for peace at home.');
  });

  it('a missing microphone gives the spec toast', async () => {
    api({ '/api/me': [200, premiumAccount], '/api/missionaries': [200, team] });
    wrap(<ConnectPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Voice Message' }));
    fireEvent.click(screen.getByTestId('voice-record'));
    await waitFor(() => expect(lastToast()?.title).toBe('Microphone access required'));
    expect(lastToast()?.description).toBe('Please allow microphone access to record voice messages.');
  });
});
