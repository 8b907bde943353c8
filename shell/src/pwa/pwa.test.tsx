import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from './OfflineNotice';
import { pwaStore } from './pwaStore';
import { handleWorkerMessage } from './serviceWorker';
import { UpdatePrompt } from './UpdatePrompt';

beforeAll(() => initI18n({ language: 'en' }));
afterEach(() => {
  act(() => pwaStore.setState({ offline: false, showingSaved: false, waiting: 0, updateReady: false }));
  toastStore.setState({ toasts: [] });
});

const titles = () => toastStore.getState().toasts.map((t) => t.title);

describe('the shell side of the service worker', () => {
  it('shows the calm offline notice and what waits to be sent', () => {
    render(<UiProvider><OfflineNotice /></UiProvider>);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    act(() => handleWorkerMessage({ type: 'flow:offline-read' }));
    expect(screen.getByText("You're offline — showing what you saw last")).toBeInTheDocument();
    act(() => handleWorkerMessage({ type: 'flow:queue', size: 2 }));
    expect(screen.getByTestId('offline-waiting')).toHaveTextContent('Waiting to be sent: 2');
  });

  it('tells the writer when a queued post was shared, and gives back a refused one with its text', () => {
    handleWorkerMessage({ type: 'flow:queue-sent', kind: 'post' });
    expect(titles()).toContain('Sent');
    handleWorkerMessage({
      type: 'flow:queue-refused',
      kind: 'prayer_request',
      content: 'Please pray for my brother',
      status: 400,
      body: JSON.stringify({ error: 'validation_failed', message: 'Prayer request is too long' }),
    });
    const refused = toastStore.getState().toasts[0];
    expect(refused.title).toBe('Your prayer request could not be shared');
    expect(refused.variant).toBe('destructive');
    expect(String(refused.description)).toContain('Please pray for my brother');
  });

  it('offers "New version available — Refresh" once a new worker waits', () => {
    render(<UiProvider><UpdatePrompt /></UiProvider>);
    expect(titles()).toEqual([]);
    act(() => pwaStore.setState({ updateReady: true }));
    expect(titles()).toEqual(['New version available']);
  });
});
