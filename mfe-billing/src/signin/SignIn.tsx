import { ApiError, call } from '@flow/api-client';
import { EmailSignInBody, LOGOUT_PATH, SIGN_IN_LINK_MESSAGES, endpoints, type AuthMethods, type EmailLinkInfo } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { signInHref } from '@flow/store';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Container, Field, Input, theme } from '@flow/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useSearch } from 'wouter';
import { Actions, NavButton } from '../dashboard/parts';

const Wrap = styled(Container)`
  padding: ${theme.spacing[12]} ${theme.spacing[4]};
`;
const Note = styled.p<{ $tone?: 'error' | 'info' }>`
  margin: ${theme.spacing[3]} 0 0;
  padding: ${theme.spacing[3]};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  background: ${({ $tone }) => ($tone === 'error' ? theme.colors.destructiveSoft : theme.colors.primarySoft)};
  color: ${({ $tone }) => ($tone === 'error' ? theme.colors.destructive : theme.colors.primarySoftText)};
`;
const Small = styled.p`
  margin: ${theme.spacing[4]} 0 0;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

const Choice = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${theme.spacing[2]};
  margin: 0 0 ${theme.spacing[4]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  cursor: pointer;
  input {
    margin-top: 3px;
    flex: none;
  }
`;
const Email = styled.strong`
  word-break: break-all;
`;

/** `link` is null while the page asks the server which address the link is for. */
type Phase =
  | { name: 'form' }
  | { name: 'sent'; email: string }
  | { name: 'confirm'; token: string; link: EmailLinkInfo | null };

const PROVIDER_ERRORS = { provider: 'errorProvider', denied: 'errorDenied', email: 'errorEmail' } as const;

/** The server's reason a link failed, in the page's language. */
function linkErrorKey(error: unknown) {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'signInPage.tooMany' as const;
    if (error.serverMessage === SIGN_IN_LINK_MESSAGES.used) return 'signInPage.linkUsed' as const;
    if (error.serverMessage === SIGN_IN_LINK_MESSAGES.expired) return 'signInPage.linkExpired' as const;
    if (error.code === 'sign_in_link_invalid' || error.status === 400) return 'signInPage.linkInvalid' as const;
  }
  return 'signInPage.sendFailed' as const;
}

export interface SignInViewProps {
  methods?: AuthMethods;
  search: string;
  /** Full navigation after signing in, so the whole app starts again as the signed-in person. */
  onSignedIn?(returnTo: string): void;
}

/** Sign-in by e-mail link (the embedded default), or the way back to the OIDC provider. */
export function SignInView({ methods, search, onSignedIn = (to) => window.location.assign(to) }: SignInViewProps) {
  const { t } = useTranslation();
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const returnTo = params.get('returnTo') ?? undefined;
  const providerError = params.get('error') as keyof typeof PROVIDER_ERRORS | null;
  const signOut = params.get('signout') === '1';
  const [phase, setPhase] = useState<Phase>(token ? { name: 'confirm', token, link: null } : { name: 'form' });
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Off by default: in a browser that did not ask for the link, its posts may not be this person's.
  const [bringAnonymous, setBringAnonymous] = useState(false);

  // Which address the link signs into, and whether this browser asked for it (login CSRF).
  const checkToken = phase.name === 'confirm' && phase.link === null ? phase.token : null;
  useEffect(() => {
    if (!checkToken) return;
    let live = true;
    call(endpoints.emailCheck, { body: { token: checkToken } }).then(
      (link) => live && setPhase({ name: 'confirm', token: checkToken, link }),
      (err: unknown) => live && setError(t(linkErrorKey(err))),
    );
    return () => {
      live = false;
    };
  }, [checkToken, t]);

  async function send(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const parsed = EmailSignInBody.safeParse({ email, returnTo });
    if (!parsed.success) {
      setFieldError(t('signInPage.invalidEmail'));
      return;
    }
    setFieldError(null);
    setBusy(true);
    try {
      await call(endpoints.emailSignIn, { body: parsed.data });
      setPhase({ name: 'sent', email: parsed.data.email });
    } catch (err) {
      setError(t(err instanceof ApiError && err.status === 429 ? 'signInPage.tooMany' : 'signInPage.sendFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function confirm(linkToken: string, link: EmailLinkInfo) {
    setError(null);
    setBusy(true);
    try {
      const body = link.sameBrowser ? { token: linkToken } : { token: linkToken, bringAnonymous };
      const result = await call(endpoints.emailVerify, { body });
      onSignedIn(result.returnTo);
    } catch (err) {
      setError(t(linkErrorKey(err)));
      setBusy(false);
    }
  }

  const restart = () => {
    window.history.replaceState(null, '', window.location.pathname);
    setError(null);
    setPhase({ name: 'form' });
  };

  let content;
  if (signOut) {
    content = (
      <>
        <CardHeader>
          <CardTitle as="h1">{t('signInPage.signOutTitle')}</CardTitle>
          <CardDescription>{t('signInPage.signOutText')}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* A real form: signing out is a POST and a full page navigation (spec 000 §2). */}
          <form method="post" action={LOGOUT_PATH}>
            <Actions style={{ marginTop: 0 }}>
              <Button type="submit" data-testid="sign-out">
                {t('account.signOut')}
              </Button>
              <NavButton href="/" variant="outline">
                {t('signInPage.staySignedIn')}
              </NavButton>
            </Actions>
          </form>
        </CardContent>
      </>
    );
  } else if (providerError || methods?.oidc) {
    content = (
      <>
        <CardHeader>
          <CardTitle as="h1">{providerError ? t('signInPage.failedTitle') : t('signInPage.title')}</CardTitle>
          {providerError && <Note $tone="error" role="alert">{t(`signInPage.${PROVIDER_ERRORS[providerError] ?? 'errorProvider'}`)}</Note>}
        </CardHeader>
        <CardContent>
          <Actions style={{ marginTop: 0 }}>
            <Button href={signInHref(returnTo ?? '/')}>{providerError ? t('signInPage.tryAgain') : t('account.signIn')}</Button>
            <NavButton href="/" variant="outline">
              {t('signInPage.continueAsGuest')}
            </NavButton>
          </Actions>
        </CardContent>
      </>
    );
  } else if (phase.name === 'confirm') {
    const { link } = phase;
    const otherBrowser = link !== null && !link.sameBrowser;
    content = (
      <>
        <CardHeader>
          <CardTitle as="h1">
            {error ? t('signInPage.failedTitle') : otherBrowser ? t('signInPage.otherBrowserTitle') : t('signInPage.confirmTitle')}
          </CardTitle>
          {!error && !link && <CardDescription role="status">{t('signInPage.checking')}</CardDescription>}
          {!error && link?.sameBrowser && <CardDescription>{t('signInPage.confirmText')}</CardDescription>}
          {!error && otherBrowser && (
            <CardDescription data-testid="other-browser">
              {t('signInPage.otherBrowserAccount')} <Email>{link.email}</Email>
              <br />
              {t('signInPage.otherBrowserText')}
            </CardDescription>
          )}
          {error && <Note $tone="error" role="alert">{error}</Note>}
        </CardHeader>
        <CardContent>
          {!error && otherBrowser && (
            <Choice>
              <input
                type="checkbox"
                checked={bringAnonymous}
                onChange={(e) => setBringAnonymous(e.target.checked)}
                data-testid="bring-anonymous"
              />
              <span>{t('signInPage.bringAnonymous')}</span>
            </Choice>
          )}
          <Actions style={{ marginTop: 0 }}>
            {error ? (
              <Button onClick={restart}>{t('signInPage.requestNew')}</Button>
            ) : (
              <Button
                onClick={() => link && void confirm(phase.token, link)}
                loading={busy || !link}
                disabled={!link}
                data-testid="confirm-sign-in"
              >
                {busy ? t('signInPage.confirming') : t('signInPage.confirm')}
              </Button>
            )}
            <NavButton href="/" variant="outline">
              {t('signInPage.continueAsGuest')}
            </NavButton>
          </Actions>
        </CardContent>
      </>
    );
  } else if (phase.name === 'sent') {
    content = (
      <>
        <CardHeader>
          <CardTitle as="h1">{t('signInPage.sentTitle')}</CardTitle>
          <CardDescription role="status">{t('signInPage.sentText', { email: phase.email })}</CardDescription>
          {methods?.devOutbox && <Note>{t('signInPage.outboxNote')}</Note>}
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => setPhase({ name: 'form' })}>
            {t('signInPage.useAnother')}
          </Button>
        </CardContent>
      </>
    );
  } else {
    content = (
      <>
        <CardHeader>
          <CardTitle as="h1">{t('signInPage.title')}</CardTitle>
          <CardDescription>{t('signInPage.intro')}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={(e) => void send(e)} noValidate>
            <Field label={t('signInPage.emailLabel')} error={fieldError ?? undefined}>
              <Input
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t('signInPage.emailPlaceholder')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
            </Field>
            {error && <Note $tone="error" role="alert">{error}</Note>}
            <Actions>
              <Button type="submit" loading={busy} disabled={!email.trim()}>
                {busy ? t('signInPage.sending') : t('signInPage.send')}
              </Button>
              <NavButton href="/" variant="ghost">
                {t('signInPage.continueAsGuest')}
              </NavButton>
            </Actions>
          </form>
          <Small>{t('signInPage.privacy')}</Small>
        </CardContent>
      </>
    );
  }

  return (
    <Wrap size="sm">
      <Card>{content}</Card>
    </Wrap>
  );
}

/** /sign-in: where /api/login sends people when no OIDC provider is configured, and where the link lands. */
export default function SignIn() {
  const search = useSearch();
  const { data: methods } = useSWR(endpoints.authMethods.path, () => call(endpoints.authMethods));
  return <SignInView methods={methods} search={search} />;
}
