import { configureApi } from '@flow/api-client';
import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { loadDeferredParts, UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { CLOSE_AFTER_MS, DonationDialog } from './DonationDialog';

beforeAll(() => initI18n({ language: 'en' }));
// Radix's dialog loads after the first screen in the app; these tests open dialogs at once.
beforeAll(() => loadDeferredParts());
beforeEach(() => act(() => toastStore.setState({ toasts: [] })));
const lastToast = () => toastStore.getState().toasts[0];

function api(routes: Record<string, [number, unknown]>) {
  const fetchMock = jest.fn(async (url: string) => {
    const path = Object.keys(routes).find((p) => url.startsWith(p));
    const [status, body] = path ? routes[path] : [404, { error: 'not_found', message: 'no' }];
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) };
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}
const bodyOf = (mock: jest.Mock, path: string) => {
  const call = mock.mock.calls.find(([u]) => String(u) === path) as unknown as [string, RequestInit] | undefined;
  return call ? JSON.parse(String(call[1].body)) : undefined;
};

function Harness({ onChange }: { onChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>reopen</button>
      <DonationDialog
        open={open}
        onOpenChange={(next) => {
          onChange?.(next);
          setOpen(next);
        }}
      />
    </>
  );
}
const wrap = (ui: React.ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>{ui}</UiProvider>
    </SWRConfig>,
  );
const amountInput = () => screen.getByLabelText('Donation amount (USD)') as HTMLInputElement;

describe('Support Flow Development', () => {
  it('starts at 10 with the $1.00 hint, and accepts only digits and one point with 2 decimals', () => {
    api({ '/api/payments/mode': [200, { mode: 'sandbox' }] });
    wrap(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Support Flow Development' })).toBeInTheDocument();
    expect(amountInput().value).toBe('10');
    expect(screen.getByText('Minimum donation: $1.00')).toBeInTheDocument();
    fireEvent.change(amountInput(), { target: { value: '12.5' } });
    expect(amountInput().value).toBe('12.5');
    for (const bad of ['12.555', '1a', '1.2.3', '-1']) {
      fireEvent.change(amountInput(), { target: { value: bad } });
      expect(amountInput().value).toBe('12.5');
    }
  });

  it('says Invalid Amount for nothing above zero', () => {
    api({ '/api/payments/mode': [200, { mode: 'sandbox' }] });
    wrap(<Harness />);
    fireEvent.change(amountInput(), { target: { value: '0.00' } });
    fireEvent.click(screen.getByTestId('donate-continue'));
    expect(lastToast()).toMatchObject({ title: 'Invalid Amount', description: 'Please enter a valid donation amount.', variant: 'destructive' });
    expect(screen.queryByTestId('donate-card')).not.toBeInTheDocument();
  });

  it('amount → card → test card form → thank you, closes after 2 seconds and starts again at 10', async () => {
    const fetchMock = api({
      '/api/payments/mode': [200, { mode: 'sandbox' }],
      '/api/create-payment-intent': [200, { clientSecret: 'secret-token-123' }],
      '/api/payments/sandbox/card': [200, { status: 'succeeded' }],
    });
    const onChange = jest.fn();
    wrap(<Harness onChange={onChange} />);
    fireEvent.change(amountInput(), { target: { value: '12.5' } });
    fireEvent.click(screen.getByTestId('donate-continue'));
    expect(screen.getByText('Donation: $12.50')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('donate-card'));
    expect(await screen.findByTestId('donate-test-mode')).toBeInTheDocument();
    expect(bodyOf(fetchMock, '/api/create-payment-intent')).toEqual({ amount: '12.5' });
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Donate $12.50' }));
      await act(async () => {
        await Promise.resolve();
        await Promise.resolve();
        await Promise.resolve();
      });
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Thank You!', description: 'Your donation helps keep Flow running and improving!' }));
      expect(bodyOf(fetchMock, '/api/payments/sandbox/card')).toEqual({ clientSecret: 'secret-token-123' });
      expect(onChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(CLOSE_AFTER_MS));
      expect(onChange).toHaveBeenCalledWith(false);
    } finally {
      jest.useRealTimers();
    }
    fireEvent.click(screen.getByText('reopen'));
    expect(amountInput().value).toBe('10');
  });

  it('a payment intent that fails says Failed to initialize payment', async () => {
    api({ '/api/payments/mode': [200, { mode: 'sandbox' }], '/api/create-payment-intent': [500, { error: 'internal_error', message: '' }] });
    wrap(<Harness />);
    fireEvent.click(screen.getByTestId('donate-continue'));
    fireEvent.click(await screen.findByTestId('donate-card'));
    await waitFor(() => expect(lastToast()?.title).toBe('Error'));
    expect(lastToast()?.variant).toBe('destructive');
    expect(screen.getByTestId('donate-card')).toBeEnabled();
  });

  it('offers no card form where none works (Stripe without a publishable key)', async () => {
    api({ '/api/payments/mode': [200, { mode: 'stripe', publishableKey: null }] });
    wrap(<Harness />);
    fireEvent.click(screen.getByTestId('donate-continue'));
    expect(await screen.findByText('Online donations are not available on this server yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('donate-card')).not.toBeInTheDocument();
  });
});
