import { configureApi } from '@flow/api-client';
import { initI18n } from '@flow/i18n';
import { toastStore } from '@flow/store';
import { loadDeferredParts, UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PayPalReturn, SandboxPayPal } from '../sandbox/PayPalPages';
import { DonationDialog } from './DonationDialog';

beforeAll(() => initI18n({ language: 'en' }));
// Radix's dialog loads after the first screen in the app; these tests open dialogs at once.
beforeAll(() => loadDeferredParts());
beforeEach(() => act(() => toastStore.setState({ toasts: [] })));
const lastToast = () => toastStore.getState().toasts[0];

function api(routes: Record<string, [number, unknown]>) {
  const fetchMock = jest.fn(async (url: string, _init?: RequestInit) => {
    const path = Object.keys(routes).find((p) => url.startsWith(p));
    const [status, body] = path ? routes[path] : [404, { error: 'not_found', message: 'no' }];
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) };
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}
const wrap = (ui: React.ReactNode, path = '/') =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Router hook={memoryLocation({ path }).hook}>
        <UiProvider>{ui}</UiProvider>
      </Router>
    </SWRConfig>,
  );

describe('the PayPal path of Support Flow Development', () => {
  it('shows the PayPal button with a back button, makes the order on the server and goes to its approval page', async () => {
    const fetchMock = api({
      '/api/payments/mode': [200, { mode: 'sandbox' }],
      '/paypal/setup': [200, { mode: 'sandbox', clientToken: null }],
      '/paypal/order': [200, { id: 'SANDBOX-1', approveUrl: '/checkout/sandbox/paypal?order=SANDBOX-1' }],
    });
    const navigate = jest.fn();
    wrap(<DonationDialog open onOpenChange={jest.fn()} navigate={navigate} />);
    fireEvent.change(screen.getByLabelText('Donation amount (USD)'), { target: { value: '7.25' } });
    fireEvent.click(screen.getByTestId('donate-continue'));
    fireEvent.click(await screen.findByTestId('donate-paypal'));
    expect(screen.getByTestId('donate-paypal-test-mode')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    fireEvent.click(screen.getByTestId('donate-paypal-continue'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/sandbox/paypal?order=SANDBOX-1'));
    const order = fetchMock.mock.calls.find(([u]) => u === '/paypal/order') as unknown as [string, RequestInit];
    expect(JSON.parse(String(order[1].body))).toEqual({ amount: '7.25', currency: 'USD', intent: 'CAPTURE' });
  });

  it('offers no PayPal when the server has none', async () => {
    api({ '/api/payments/mode': [200, { mode: 'sandbox' }], '/paypal/setup': [200, { mode: 'off', clientToken: null }] });
    wrap(<DonationDialog open onOpenChange={jest.fn()} />);
    fireEvent.click(screen.getByTestId('donate-continue'));
    expect(await screen.findByTestId('donate-card')).toBeTruthy();
    expect(screen.queryByTestId('donate-paypal')).toBeNull();
  });
});

describe('the PayPal pages', () => {
  it('the test approval page is marked as test mode and goes where the server says', async () => {
    api({ '/api/payments/sandbox/paypal': [200, { redirectTo: '/checkout/paypal/return?token=SANDBOX-1&PayerID=SANDBOX' }] });
    const navigate = jest.fn();
    wrap(<SandboxPayPal navigate={navigate} />, '/checkout/sandbox/paypal?order=SANDBOX-1');
    expect(screen.getByTestId('sandbox-test-mode').textContent).toContain('Nothing is charged');
    fireEvent.click(screen.getByTestId('sandbox-paypal-approve'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/paypal/return?token=SANDBOX-1&PayerID=SANDBOX'));
  });

  it('the return page captures the order, thanks the donor and goes home', async () => {
    const fetchMock = api({ '/paypal/order/SANDBOX-1/capture': [200, { status: 'COMPLETED', id: 'SANDBOX-1' }] });
    const navigate = jest.fn();
    wrap(<PayPalReturn navigate={navigate} />, '/checkout/paypal/return?token=SANDBOX-1&PayerID=SANDBOX');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(lastToast()?.title).toBe('Thank You!');
    expect(fetchMock.mock.calls.filter(([u]) => u === '/paypal/order/SANDBOX-1/capture')).toHaveLength(1);
  });

  it('a cancelled approval goes home with no message; a failed capture says nothing was recorded', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    api({ '/paypal/order/X/capture': [400, { error: 'bad_request', message: 'no' }] });
    const navigate = jest.fn();
    const first = wrap(<PayPalReturn navigate={navigate} />, '/checkout/paypal/return?token=X&cancelled=1');
    expect(navigate).toHaveBeenCalledWith('/');
    expect(lastToast()).toBeUndefined();
    first.unmount();
    navigate.mockClear();
    wrap(<PayPalReturn navigate={navigate} />, '/checkout/paypal/return?token=X&PayerID=P');
    expect(await screen.findByText(/could not be confirmed/)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    info.mockRestore();
    warn.mockRestore();
  });
});
