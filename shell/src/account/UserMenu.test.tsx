import { initI18n } from '@flow/i18n';
import { userStore } from '@flow/store';
import { UiProvider } from '@flow/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Header } from '../Header';

beforeAll(() => initI18n({ language: 'en' }));
afterEach(() => act(() => userStore.setState({ user: null, status: 'unknown' })));
const ruth = { id: 'u-1', firstName: 'Ruth', lastName: 'of Moab', email: 'ruth@example.org', profileImageUrl: null };
const wrap = () => render(<UiProvider><Header /></UiProvider>);
/**
 * The menu's code loads after the first screen; activating the stand-in trigger loads it and
 * opens the menu as soon as it is there, with the same trigger in place.
 */
const openMenu = async () => {
  const trigger = screen.getByTestId('user-menu');
  if (trigger.id) {
    // Radix's own trigger (the menu had loaded already): it opens from the keyboard.
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
  } else {
    fireEvent.click(trigger);
  }
  return screen.findByRole('menu');
};

describe('header account area (spec 000 §2)', () => {
  it('shows nothing until it is known who is signed in, then Sign In as a full navigation', () => {
    window.history.replaceState(null, '', '/about');
    wrap();
    expect(screen.queryByTestId('sign-in')).not.toBeInTheDocument();
    act(() => userStore.getState().setUser(null));
    expect(screen.getByTestId('sign-in')).toHaveAttribute('href', '/api/login?returnTo=%2Fabout');
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
  });

  it('shows the initial and first name, and the menu holds full name, e-mail, Dashboard and Sign Out', async () => {
    act(() => userStore.getState().setUser(ruth));
    wrap();
    const trigger = screen.getByTestId('user-menu');
    expect(trigger).toHaveTextContent('R');
    expect(trigger).toHaveTextContent('Ruth');
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const menu = await openMenu();
    expect(screen.getByTestId('user-menu')).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByText('Ruth of Moab')).toBeInTheDocument();
    expect(within(menu).getByText('ruth@example.org')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByTestId('sign-in')).not.toBeInTheDocument();
  });

  it('offers the moderation queue to moderators only', async () => {
    act(() => userStore.getState().setUser(ruth));
    const { unmount } = wrap();
    expect(within(await openMenu()).queryByRole('menuitem', { name: 'Moderation queue' })).not.toBeInTheDocument();
    unmount();
    act(() => userStore.getState().setUser({ ...ruth, isModerator: true }));
    wrap();
    // Loaded by now: the real trigger opens the menu from the keyboard as Radix does.
    const trigger = screen.getByTestId('user-menu');
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Moderation queue' })).toBeInTheDocument();
  });

  it('signs out from the menu by posting a form to /api/logout, never by a GET navigation', async () => {
    const submitted: HTMLFormElement[] = [];
    const spy = jest.spyOn(HTMLFormElement.prototype, 'requestSubmit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    try {
      act(() => userStore.getState().setUser(ruth));
      wrap();
      fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Sign Out' }));
      expect(submitted).toHaveLength(1);
      expect(submitted[0].getAttribute('method')).toBe('post');
      expect(submitted[0].getAttribute('action')).toBe('/api/logout');
    } finally {
      spy.mockRestore();
    }
  });

  it('gives the focus to the real trigger when it replaces a focused stand-in', async () => {
    act(() => userStore.getState().setUser(ruth));
    wrap();
    screen.getByTestId('user-menu').focus();
    await waitFor(() => expect(screen.getByTestId('user-menu')).toHaveAttribute('id'));
    expect(document.activeElement).toBe(screen.getByTestId('user-menu'));
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
