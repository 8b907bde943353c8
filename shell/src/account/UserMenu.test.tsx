import { initI18n } from '@flow/i18n';
import { userStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Header } from '../Header';

beforeAll(() => initI18n({ language: 'en' }));
afterEach(() => act(() => userStore.setState({ user: null, status: 'unknown' })));
const ruth = { id: 'u-1', firstName: 'Ruth', lastName: 'of Moab', email: 'ruth@example.org', profileImageUrl: null };
const wrap = () => render(<UiProvider><Header /></UiProvider>);

describe('header account area (spec 000 §2)', () => {
  it('shows nothing until it is known who is signed in, then Sign In as a full navigation', () => {
    window.history.replaceState(null, '', '/about');
    wrap();
    expect(screen.queryByTestId('sign-in')).not.toBeInTheDocument();
    act(() => userStore.getState().setUser(null));
    expect(screen.getByTestId('sign-in')).toHaveAttribute('href', '/api/login?returnTo=%2Fabout');
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
  });

  it('shows the initial and first name, and the menu holds full name, e-mail, Dashboard and Sign Out', () => {
    act(() => userStore.getState().setUser(ruth));
    wrap();
    const trigger = screen.getByTestId('user-menu');
    expect(trigger).toHaveTextContent('R');
    expect(trigger).toHaveTextContent('Ruth');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = screen.getByRole('menu');
    expect(within(menu).getByText('Ruth of Moab')).toBeInTheDocument();
    expect(within(menu).getByText('ruth@example.org')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in')).not.toBeInTheDocument();
  });

  it('offers the moderation queue to moderators only', () => {
    act(() => userStore.getState().setUser(ruth));
    const { unmount } = wrap();
    const open = () => {
      const trigger = screen.getByTestId('user-menu');
      trigger.focus();
      fireEvent.keyDown(trigger, { key: 'Enter' });
      return screen.getByRole('menu');
    };
    expect(within(open()).queryByRole('menuitem', { name: 'Moderation queue' })).not.toBeInTheDocument();
    unmount();
    act(() => userStore.getState().setUser({ ...ruth, isModerator: true }));
    wrap();
    expect(within(open()).getByRole('menuitem', { name: 'Moderation queue' })).toBeInTheDocument();
  });

  it('signs out from the menu by posting a form to /api/logout, never by a GET navigation', () => {
    const submitted: HTMLFormElement[] = [];
    const spy = jest.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    try {
      act(() => userStore.getState().setUser(ruth));
      wrap();
      const trigger = screen.getByTestId('user-menu');
      trigger.focus();
      fireEvent.keyDown(trigger, { key: 'Enter' });
      fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }));
      expect(submitted).toHaveLength(1);
      expect(submitted[0].getAttribute('method')).toBe('post');
      expect(submitted[0].getAttribute('action')).toBe('/api/logout');
    } finally {
      spy.mockRestore();
    }
  });

  it('puts Dashboard and Sign Out in the mobile menu only when signed in, never notification settings', () => {
    act(() => userStore.getState().setUser(ruth));
    wrap();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const nav = document.getElementById('mobile-nav')!;
    expect(within(nav).getByTestId('mobile-user')).toHaveTextContent('Ruth of Moab');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/user-dashboard');
    const signOut = within(nav).getByRole('button', { name: 'Sign Out' });
    expect(signOut).toHaveAttribute('type', 'submit');
    expect(signOut.closest('form')).toHaveAttribute('method', 'post');
    expect(signOut.closest('form')).toHaveAttribute('action', '/api/logout');
    expect(within(nav).queryByRole('link', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Notifications' })).not.toBeInTheDocument();
    act(() => userStore.getState().setUser(null));
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
