import { configureApi } from '@flow/api-client';
import { initI18n } from '@flow/i18n';
import { toastStore, userStore } from '@flow/store';
import { loadDeferredParts, UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { freeAccount, premiumAccount, sampleUser } from '../dashboard/fixtures';
import { SandboxCheckout } from '../sandbox/SandboxPages';
import { SubscribeView } from '../subscribe/SubscribePage';
import { PlanBannerView } from './PlanBanner';
import { PricingDialogView } from './PricingDialog';
import { UpgradeDialog } from './UpgradeDialog';

beforeAll(() => initI18n({ language: 'en' }));
// Radix's dialog loads after the first screen in the app; these tests open dialogs at once.
beforeAll(() => loadDeferredParts());
beforeEach(() => {
  act(() => toastStore.setState({ toasts: [] }));
});
const wrap = (ui: React.ReactNode) =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>{ui}</UiProvider>
    </SWRConfig>,
  );

/** Answers each call by its path. */
function api(routes: Record<string, [number, unknown]>) {
  const fetchMock = jest.fn(async (url: string) => {
    const path = Object.keys(routes).find((p) => url.startsWith(p));
    const [status, body] = path ? routes[path] : [404, { error: 'not_found', message: 'no' }];
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) };
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}
const signIn = () => act(() => userStore.setState({ user: sampleUser, status: 'signed-in' }));
const signOut = () => act(() => userStore.setState({ user: null, status: 'signed-out' }));
const lastToast = () => toastStore.getState().toasts[0];

describe('Choose Your Flow Plan', () => {
  const view = (props: Partial<React.ComponentProps<typeof PricingDialogView>> = {}) =>
    wrap(<PricingDialogView open onOpenChange={() => undefined} account={freeAccount} signedIn testMode={false} {...props} />);

  it('free: Freemium is the current plan (disabled), Premium offers the upgrade, with usage and the anonymity note', () => {
    view();
    expect(screen.getByRole('dialog', { name: 'Choose Your Flow Plan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(screen.getByTestId('usage-summary')).toHaveTextContent('Prayer requests this month: 0 / 1 used');
    expect(screen.getByText(/you stay anonymous/)).toBeInTheDocument();
    expect(screen.queryByTestId('test-mode-note')).not.toBeInTheDocument();
  });

  it('premium: Premium Active with the renewal date, and Downgrade Available on Freemium', () => {
    view({ account: premiumAccount });
    expect(screen.getByTestId('premium-active')).toHaveTextContent('Premium Active');
    expect(screen.getByText('Renews on December 24, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Downgrade Available' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
  });

  it('signed out: Freemium counts as current and the usage asks for sign-in; the sandbox says test mode', () => {
    view({ account: undefined, signedIn: false, testMode: true });
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.getByTestId('usage-summary')).toHaveTextContent('Sign in to see your usage.');
    expect(screen.getByTestId('test-mode-note')).toHaveTextContent('Test mode');
  });

  it('Upgrade shows Setting up... and goes to the checkout URL', async () => {
    signIn();
    let release: () => void = () => undefined;
    const fetchMock = jest.fn(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ ok: true, status: 200, statusText: '', text: async () => JSON.stringify({ checkoutUrl: '/checkout/sandbox?session=abc' }) });
        }),
    );
    configureApi({ fetch: fetchMock as unknown as typeof fetch });
    const navigate = jest.fn();
    view({ navigate });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('button', { name: 'Setting up...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/subscribe/checkout');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/sandbox?session=abc'));
  });

  it('a failed checkout says Upgrade Failed with the server error and the button comes back', async () => {
    signIn();
    api({ '/api/subscribe/checkout': [503, { error: 'service_unavailable', message: 'The payment service could not be reached. Please try again.' }] });
    const navigate = jest.fn();
    view({ navigate });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Upgrade Failed'));
    expect(lastToast()?.variant).toBe('destructive');
    expect(await screen.findByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the server saying already premium shows Already Premium', async () => {
    signIn();
    api({ '/api/subscribe/checkout': [403, { error: 'forbidden', reason: 'already_premium', message: 'You already have an active Premium subscription!' }] });
    view();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Already Premium'));
    expect(lastToast()?.description).toBe('You already have an active Premium subscription!');
  });

  it('signed out, the upgrade asks for sign-in and calls nothing', () => {
    signOut();
    const fetchMock = api({});
    view({ account: undefined, signedIn: false });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(lastToast()).toMatchObject({ title: 'Sign in required', description: 'Please sign in to upgrade to premium.' });
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('checkout'))).toHaveLength(0);
  });
});

describe('upgrade dialog', () => {
  it('lists the benefits, marks test mode and continues to checkout', async () => {
    signIn();
    api({ '/api/payments/mode': [200, { mode: 'sandbox' }], '/api/subscribe/checkout': [200, { checkoutUrl: '/checkout/sandbox?session=xyz' }] });
    const navigate = jest.fn();
    wrap(<UpgradeDialog open onOpenChange={() => undefined} account={freeAccount} navigate={navigate} />);
    expect(screen.getByText('8 prayers per month (max 2 per week)')).toBeInTheDocument();
    expect(await screen.findByTestId('test-mode-note')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/sandbox?session=xyz'));
  });

  it('without loaded account data it says the user must be identified', () => {
    signIn();
    api({});
    wrap(<UpgradeDialog open onOpenChange={() => undefined} account={undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(lastToast()?.description).toBe('User identification required for subscription');
  });
});

describe('subscribe page and plan banner', () => {
  it('free: both plans and the upgrade button; premium: the Already Premium banner instead', () => {
    const onUpgrade = jest.fn();
    const { unmount } = wrap(<SubscribeView account={freeAccount} loading={false} onUpgrade={onUpgrade} />);
    expect(screen.getByRole('heading', { name: 'Upgrade to Premium', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('plan-freemium')).toHaveTextContent('1 prayer per month');
    expect(screen.getByTestId('plan-premium')).toHaveTextContent('All future features');
    expect(screen.getByRole('heading', { name: 'Why Choose Premium?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    fireEvent.click(screen.getByTestId('subscribe-upgrade'));
    expect(onUpgrade).toHaveBeenCalled();
    unmount();
    wrap(<SubscribeView account={premiumAccount} loading={false} onUpgrade={onUpgrade} />);
    expect(screen.getByTestId('already-premium')).toHaveTextContent('Already Premium');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/user-dashboard');
    expect(screen.queryByTestId('subscribe-upgrade')).not.toBeInTheDocument();
  });

  it('the upgrade button is disabled while loading', () => {
    wrap(<SubscribeView account={undefined} loading onUpgrade={() => undefined} />);
    expect(screen.getByTestId('subscribe-upgrade')).toBeDisabled();
  });

  it('the banner opens the plans', () => {
    const onViewPlans = jest.fn();
    wrap(<PlanBannerView premium={false} onViewPlans={onViewPlans} onSupport={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'View Plans' }));
    expect(onViewPlans).toHaveBeenCalled();
  });
});

describe('sandbox checkout page', () => {
  const at = (search: string) => window.history.replaceState(null, '', `/checkout/sandbox${search}`);

  it('is marked as test mode; Pay posts the session and follows the answer', async () => {
    signIn();
    at('?session=token-abcdefghij');
    const fetchMock = api({ '/api/payments/sandbox/checkout': [200, { redirectTo: '/subscribe?subscription=success' }] });
    const navigate = jest.fn();
    wrap(<SandboxCheckout navigate={navigate} />);
    expect(screen.getByTestId('sandbox-test-mode')).toHaveTextContent('Nothing is charged');
    fireEvent.click(screen.getByTestId('sandbox-pay'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/subscribe?subscription=success'));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ session: 'token-abcdefghij', outcome: 'pay' });
  });

  it('shows the server’s reason when the link is refused', async () => {
    signIn();
    at('?session=token-abcdefghij');
    api({ '/api/payments/sandbox/checkout': [400, { error: 'bad_request', reason: 'sandbox_session_invalid', message: 'x' }] });
    wrap(<SandboxCheckout navigate={jest.fn()} />);
    fireEvent.click(screen.getByTestId('sandbox-cancel'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This test checkout link has expired');
  });

  it('says so when the link has no session', () => {
    signIn();
    at('');
    wrap(<SandboxCheckout navigate={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  });
});
