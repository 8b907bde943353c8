import type { AuthUser } from '@flow/contracts';
import { LOGOUT_PATH } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { fullName, initialOf, signInHref } from '@flow/store';
import { Button, memoizedImport, theme } from '@flow/ui';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useDeferredMenu } from '../deferredMenu';

export const Initial = styled.span<{ $size?: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size = 32 }) => $size}px;
  height: ${({ $size = 32 }) => $size}px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${theme.colors.purple500}, ${theme.colors.primaryActive});
  color: #fff;
  font-weight: 600;
  font-size: ${({ $size = 32 }) => Math.round($size * 0.45)}px;
`;
const TriggerButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.spacing[2]};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border-radius: ${theme.radii.full};
  padding: 3px 12px 3px 3px;
  font: inherit;
  font-size: ${theme.fontSizes.sm};
  font-weight: 500;
  cursor: pointer;
  max-width: 180px;
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;
const FirstName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  @media (max-width: 479px) {
    display: none;
  }
`;
export const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
  }
  span {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    font-weight: 400;
    word-break: break-all;
  }
`;

// On phones the header has no room beside the language picker; the mobile menu offers Sign In
// and shows who is signed in.
export const WideOnly = styled.span`
  display: contents;
  @media (max-width: 479px) {
    display: none;
  }
`;

const MobileWho = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.spacing[3]};
  padding: ${theme.spacing[2]} 14px ${theme.spacing[3]};
  margin-bottom: ${theme.spacing[1]};
  border-bottom: 1px solid ${theme.colors.border};
`;

// Signing out is a POST (so no other site can trigger it with a link or an image) and still a
// full page navigation (spec 000 §2): a real form, which the server checks by its Origin.
const MobileSignOutButton = styled.button`
  width: 100%;
  text-align: start;
  font: inherit;
  font-weight: 500;
  color: ${theme.colors.textMuted};
  background: transparent;
  border: none;
  border-top: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  margin-top: ${theme.spacing[1]};
  padding: 12px 14px;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** Sign Out in the mobile menu: a button that posts the sign-out form. */
export function MobileSignOut() {
  const { t } = useTranslation();
  return (
    <form method="post" action={LOGOUT_PATH}>
      <MobileSignOutButton type="submit" data-testid="mobile-sign-out">
        {t('account.signOut')}
      </MobileSignOutButton>
    </form>
  );
}

/** The same person block at the top of the mobile menu, where the header has no room for the menu button. */
export function MobileUserSummary({ user }: { user: AuthUser }) {
  const name = fullName(user);
  return (
    <MobileWho data-testid="mobile-user">
      <Initial $size={40} aria-hidden="true">
        {initialOf(user)}
      </Initial>
      <Who>
        <strong>{name || user.email}</strong>
        {name && user.email && <span>{user.email}</span>}
      </Who>
    </MobileWho>
  );
}

/** The account button, the same before and after the menu's code has loaded. */
export const UserTrigger = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { user: AuthUser }>(
  function UserTrigger({ user, ...props }, ref) {
    const { t } = useTranslation();
    return (
      <TriggerButton ref={ref} type="button" aria-label={t('account.userMenu')} data-testid="user-menu" {...props}>
        <Initial aria-hidden="true">{initialOf(user)}</Initial>
        <FirstName>{user.firstName || user.email}</FirstName>
      </TriggerButton>
    );
  },
);

const loadUserMenu = memoizedImport(() => import('./UserMenuContent'));

/**
 * Spec 000 §2: the signed-in menu shows the initial, first name, full name and e-mail. The
 * button shows at once; Radix's menu loads after the first screen or when the button is used.
 */
export function UserMenu({ user }: { user: AuthUser }) {
  const { module, menuProps, triggerProps } = useDeferredMenu(loadUserMenu);
  if (module) return <module.UserMenuContent user={user} {...menuProps} />;
  return (
    <WideOnly>
      <UserTrigger user={user} {...triggerProps} />
    </WideOnly>
  );
}

/** Signed out: a full navigation to /api/login. */
export function SignInButton() {
  const { t } = useTranslation();
  return (
    <WideOnly>
      <Button href={signInHref()} size="sm" variant="primary" data-testid="sign-in">
        {t('account.signIn')}
      </Button>
    </WideOnly>
  );
}
