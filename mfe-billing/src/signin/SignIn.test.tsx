import { configureApi } from '@flow/api-client';
import { SIGN_IN_LINK_MESSAGES } from '@flow/contracts';
import { initI18n } from '@flow/i18n';
import { UiProvider } from '@flow/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SignInView } from './SignIn';

beforeAll(() => initI18n({ language: 'en' }));
const emailLink = { oidc: false, emailLink: true, devOutbox: true };
const wrap = (ui: React.ReactNode) => render(<UiProvider>{ui}</UiProvider>);

/** Answers the calls in turn (the last answer repeats). */
function answers(...list: Array<[number, unknown]>) {
  let i = 0;
  const fetchMock = jest.fn(async () => {
    const [status, body] = list[Math.min(i++, list.length - 1)];
    return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) };
  });
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}
const bodyOf = (mock: jest.Mock, n: number) => JSON.parse(String((mock.mock.calls[n] as unknown as [string, RequestInit])[1].body));
const signedIn = { user: { id: 'u', firstName: null, lastName: null, email: 'ruth@example.org', profileImageUrl: null }, returnTo: '/user-dashboard' };

function answer(status: number, body: unknown) {
  // jsdom has no fetch Response; the client only reads these members.
  const fetchMock = jest.fn(async () => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) }));
  configureApi({ fetch: fetchMock as unknown as typeof fetch });
  return fetchMock;
}

describe('sign-in page: e-mail link', () => {
  it('checks the address before sending, then says where the link went', async () => {
    const fetchMock = answer(200, { sent: true });
    wrap(<SignInView methods={emailLink} search="?returnTo=%2Fuser-dashboard" />);
    const input = screen.getByLabelText('E-mail address');
    const send = screen.getByRole('button', { name: 'Send sign-in link' });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: 'not-an-address' } });
    fireEvent.click(send);
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: ' Ruth@Example.org ' } });
    fireEvent.click(send);
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByText(/We sent a sign-in link to Ruth@Example.org/)).toBeInTheDocument();
    expect(screen.getByText(/Development mode/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/auth/email');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'Ruth@Example.org', returnTo: '/user-dashboard' });
  });

  it('keeps the address and explains when sending fails', async () => {
    answer(500, { error: 'internal_error', message: 'boom' });
    wrap(<SignInView methods={emailLink} search="" />);
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ruth@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send the link. Please try again.");
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ruth@example.org');
  });

  it('signs in with one press in the browser that asked for the link and goes back where the person was', async () => {
    const fetchMock = answers([200, { email: 'ruth@example.org', sameBrowser: true }], [200, signedIn]);
    const onSignedIn = jest.fn();
    wrap(<SignInView methods={emailLink} search={`?token=${'t'.repeat(43)}`} onSignedIn={onSignedIn} />);
    expect(screen.getByText('Complete your sign-in')).toBeInTheDocument();
    expect(await screen.findByText('Press the button to sign in on this device.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/user-dashboard'));
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/auth/email/check');
    expect(bodyOf(fetchMock, 1)).toEqual({ token: 't'.repeat(43) });
  });

  it('in another browser names the address and leaves this browser’s posts out unless ticked', async () => {
    const fetchMock = answers([200, { email: 'ruth@example.org', sameBrowser: false }], [200, signedIn]);
    const onSignedIn = jest.fn();
    wrap(<SignInView methods={emailLink} search={`?token=${'t'.repeat(43)}`} onSignedIn={onSignedIn} />);
    expect(await screen.findByText('Confirm this sign-in')).toBeInTheDocument();
    expect(screen.getByTestId('other-browser')).toHaveTextContent('This link signs this browser in as ruth@example.org');
    const box = screen.getByRole('checkbox', { name: "Also bring this browser's posts into the account" });
    expect(box).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 1)).toEqual({ token: 't'.repeat(43), bringAnonymous: false });
  });

  it('sends the choice to bring this browser’s posts when ticked', async () => {
    const fetchMock = answers([200, { email: 'ruth@example.org', sameBrowser: false }], [200, signedIn]);
    const onSignedIn = jest.fn();
    wrap(<SignInView methods={emailLink} search={`?token=${'t'.repeat(43)}`} onSignedIn={onSignedIn} />);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 1)).toEqual({ token: 't'.repeat(43), bringAnonymous: true });
  });

  it.each([
    [SIGN_IN_LINK_MESSAGES.used, 'This sign-in link has already been used. Please request a new one.'],
    [SIGN_IN_LINK_MESSAGES.expired, 'This sign-in link has expired. Please request a new one.'],
    [SIGN_IN_LINK_MESSAGES.invalid, 'This sign-in link is invalid. Please request a new one.'],
  ])('explains a link that no longer works (%s)', async (message, shown) => {
    answer(400, { error: 'sign_in_link_invalid', message });
    const onSignedIn = jest.fn();
    wrap(<SignInView methods={emailLink} search={`?token=${'t'.repeat(43)}`} onSignedIn={onSignedIn} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument();
  });
});

describe('sign-out page (where GET /api/logout lands)', () => {
  it('signs out only through a form POST to /api/logout', () => {
    wrap(<SignInView methods={emailLink} search="?signout=1" />);
    expect(screen.getByText('Sign out of Flow?')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Sign Out' });
    expect(button).toHaveAttribute('type', 'submit');
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/logout');
    expect(screen.getByRole('link', { name: 'Stay signed in' })).toHaveAttribute('href', '/');
  });
});

describe('sign-in page: OpenID Connect', () => {
  it('shows why the provider sign-in failed and how to try again', () => {
    wrap(<SignInView methods={{ oidc: true, emailLink: false, devOutbox: false }} search="?error=email" />);
    expect(screen.getByText('Sign-in failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your sign-in provider did not share a verified e-mail address.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/api/login?returnTo=%2F');
  });
});
