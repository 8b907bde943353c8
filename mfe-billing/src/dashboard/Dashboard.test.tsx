import { initI18n } from '@flow/i18n';
import { userStore } from '@flow/store';
import { loadDeferredParts, UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DashboardView, type DashboardTab } from './DashboardView';
import { freeAccount, freeUsedUp, premiumAccount, sampleHistory, sampleUser } from './fixtures';
import { PrayerHistoryTab } from './PrayerHistoryTab';
import { SignInRequired } from './SignInRequired';

beforeAll(() => initI18n({ language: 'en' }));
// Radix's dialog loads after the first screen in the app; these tests open dialogs at once.
beforeAll(() => loadDeferredParts());
const wrap = (ui: React.ReactNode) => render(<UiProvider>{ui}</UiProvider>);

function Dashboard(props: Partial<React.ComponentProps<typeof DashboardView>>) {
  const [tab, setTab] = useState<DashboardTab>(props.tab ?? 'overview');
  return <DashboardView user={sampleUser} account={freeAccount} history={sampleHistory} {...props} tab={tab} onTabChange={setTab} />;
}

/** Radix tabs switch on mouse down (pointer events), not on a bare click. */
function openTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  act(() => {
    fireEvent.mouseDown(tab, { button: 0, ctrlKey: false });
  });
}

describe('user dashboard header (spec 001 §2)', () => {
  it('shows Home, Your Dashboard, the welcome line with the first name, the plan badge and Sign Out', () => {
    wrap(<Dashboard />);
    expect(screen.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: /Your Dashboard/ })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ruth')).toBeInTheDocument();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Free');
    const signOut = screen.getAllByRole('button', { name: 'Sign Out' })[0];
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    expect(signOut.closest('form')).toHaveAttribute('action', '/api/logout');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Overview', 'Subscription', 'Prayer History', 'Settings']);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('greets by e-mail when there is no first name, and shows Premium for an active premium plan', () => {
    wrap(<Dashboard user={{ ...sampleUser, firstName: null }} account={premiumAccount} />);
    expect(screen.getByText('Welcome back, ruth@example.org')).toBeInTheDocument();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Premium');
  });
});

describe('Overview tab', () => {
  it('shows remaining / quota with a green bar and the free benefits', () => {
    wrap(<Dashboard />);
    expect(screen.getByTestId('usage-remaining')).toHaveTextContent('1 / 1 remaining');
    expect(screen.getByTestId('usage-bar')).toHaveAttribute('data-state', 'available');
    expect(screen.queryByText("You've used all your free prayers this month")).not.toBeInTheDocument();
    for (const text of ['8 prayer requests per month (max 2 per week)', 'Direct missionary chat', 'Daily devotionals', 'Priority support']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Upgrade for £9.99/month' })).toBeInTheDocument();
    expect(screen.getByText('Free User')).toBeInTheDocument();
    expect(screen.queryByText('Next billing date')).not.toBeInTheDocument();
  });

  it("turns red and offers the upgrade when a free user's prayers are used up", () => {
    wrap(<Dashboard account={freeUsedUp} />);
    expect(screen.getByTestId('usage-remaining')).toHaveTextContent('0 / 1 remaining');
    expect(screen.getByTestId('usage-bar')).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText("You've used all your free prayers this month")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });

  it('shows Premium Active with the missionary links and the next billing date for premium', () => {
    wrap(<Dashboard account={premiumAccount} />);
    expect(screen.getByTestId('usage-remaining')).toHaveTextContent('5 / 8 remaining');
    expect(screen.getByTestId('usage-week')).toHaveTextContent('This week: 1 of 2 left');
    expect(screen.getByText('Resets on December 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Premium Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send Prayer Request' })).toHaveAttribute('href', '/connect-missionary');
    expect(screen.getByRole('link', { name: 'Browse All Missionaries' })).toHaveAttribute('href', '/missionaries');
    expect(screen.getByText('Premium Subscriber')).toBeInTheDocument();
    expect(screen.getByText('Dec 24, 2026')).toBeInTheDocument();
    expect(screen.queryByText('Upgrade for £9.99/month')).not.toBeInTheDocument();
  });

  it('treats a cancelled premium plan as free', () => {
    wrap(<Dashboard account={{ ...premiumAccount, status: 'canceled', weeklyCap: null, weekRemaining: null }} />);
    expect(screen.queryByTestId('usage-week')).not.toBeInTheDocument();
    expect(screen.getByText('Free User')).toBeInTheDocument();
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Free');
  });
});

describe('Subscription tab', () => {
  it('shows the Free Plan with its limits and an upgrade', () => {
    wrap(<Dashboard tab="subscription" />);
    expect(screen.getByText('Free Plan')).toBeInTheDocument();
    expect(screen.getByText('Limited features')).toBeInTheDocument();
    // Spec 001 §2: the upgrade buttons open the upgrade dialog.
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(screen.getByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to checkout' })).toBeInTheDocument();
  });

  it('shows the Premium Plan, Active, usage x / quota and the long billing date', () => {
    wrap(<Dashboard tab="subscription" account={premiumAccount} />);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Premium Plan')).toBeInTheDocument();
    expect(within(panel).getByText('£9.99/month')).toBeInTheDocument();
    expect(within(panel).getAllByText('Active').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByTestId('subscription-usage')).toHaveTextContent('3 / 8');
    expect(within(panel).getByText('December 24, 2026')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Manage subscription' })).toBeEnabled();
  });
});

describe('Prayer History tab', () => {
  it('shows the title, the total, the order note and every label', () => {
    wrap(<Dashboard />);
    openTab('Prayer History');
    expect(screen.getByText('Your Prayer Journey')).toBeInTheDocument();
    expect(screen.getByTestId('history-count')).toHaveTextContent('7 spiritual interactions');
    expect(screen.getByText('Chronological order')).toBeInTheDocument();
    const labels = screen.getAllByTestId('history-item').map((item) => item.querySelector('strong')?.textContent);
    expect(labels).toEqual([
      'Community Post',
      'AI Spiritual Guidance',
      'Prayer Request',
      'Hannah of Shiloh Response',
      'Missionary Response',
      'You',
      'Hannah of Shiloh',
    ]);
    expect(screen.getByText('1 Peter 5:7 · Bible')).toBeInTheDocument();
    expect(screen.getByText('Cast all your anxiety on him because he cares for you.')).toBeInTheDocument();
    expect(screen.getByText('Voice message (42 s)')).toBeInTheDocument();
    expect(screen.getAllByText('grief').length).toBe(1);
  });

  it("labels an unknown kind 'Message'", () => {
    wrap(
      <PrayerHistoryTab
        history={{ totalCount: 1, items: [{ id: 'x', type: 'devotional', content: 'Hi', createdAt: '2026-01-01T00:00:00.000Z', metadata: {} }] }}
      />,
    );
    expect(screen.getByText('Message')).toBeInTheDocument();
  });

  it('shows the empty and the error states', () => {
    const { unmount } = wrap(<PrayerHistoryTab history={{ totalCount: 0, items: [] }} />);
    expect(screen.getByText('No prayer history yet.')).toBeInTheDocument();
    expect(screen.getByText('0 spiritual interactions')).toBeInTheDocument();
    unmount();
    wrap(<PrayerHistoryTab error={new Error('500')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load prayer history');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try refreshing the page.');
  });
});

describe('Settings tab', () => {
  it('shows the name, the e-mail, the privacy note and Sign Out', () => {
    wrap(<Dashboard tab="settings" />);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Ruth of Moab')).toBeInTheDocument();
    expect(within(panel).getByText('ruth@example.org')).toBeInTheDocument();
    expect(within(panel).getByText('Your prayer requests and conversations are kept strictly confidential.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Sign Out' }).closest('form')).toHaveAttribute('action', '/api/logout');
  });
});

describe('Sign In Required', () => {
  it('offers Sign In (to /api/login, back to this page) and Continue as Guest', () => {
    window.history.replaceState(null, '', '/user-dashboard');
    wrap(<SignInRequired />);
    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login?returnTo=%2Fuser-dashboard');
    expect(screen.getByRole('link', { name: 'Continue as Guest' })).toHaveAttribute('href', '/');
  });
});

afterEach(() => userStore.getState().setUser(null));
