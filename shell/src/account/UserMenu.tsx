import { LOGOUT_PATH, type AuthUser } from '@flow/contracts';
import { useTranslation } from '@flow/i18n';
import { fullName, initialOf, signInHref } from '@flow/store';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@flow/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';

export const Initial = styled.span<{ $size?: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size = 32 }) => $size}px;
  height: ${({ $size = 32 }) => $size}px;
  border-radius: 50%;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.purple500}, ${({ theme }) => theme.colors.primaryActive});
  color: #fff;
  font-weight: 600;
  font-size: ${({ $size = 32 }) => Math.round($size * 0.45)}px;
`;
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.full};
  padding: 3px 12px 3px 3px;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 500;
  cursor: pointer;
  max-width: 180px;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
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
const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
    word-break: break-all;
  }
`;

// On phones the header has no room beside the language picker; the mobile menu offers Sign In
// and shows who is signed in.
const WideOnly = styled.span`
  display: contents;
  @media (max-width: 479px) {
    display: none;
  }
`;

const MobileWho = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  padding: ${({ theme }) => theme.spacing[2]} 14px ${({ theme }) => theme.spacing[3]};
  margin-bottom: ${({ theme }) => theme.spacing[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// Signing out is a POST (so no other site can trigger it with a link or an image) and still a
// full page navigation (spec 000 §2): a real form, which the server checks by its Origin.
const MobileSignOutButton = styled.button`
  width: 100%;
  text-align: start;
  font: inherit;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-top: ${({ theme }) => theme.spacing[1]};
  padding: 12px 14px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
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

/** Spec 000 §2: the signed-in menu shows the initial, first name, full name and e-mail. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // The menu item cannot hold a form (the menu closes and unmounts it), so it posts this one.
  const signOutForm = useRef<HTMLFormElement>(null);
  const name = fullName(user);
  return (
    <WideOnly>
      <form ref={signOutForm} method="post" action={LOGOUT_PATH} hidden data-testid="sign-out-form" />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Trigger aria-label={t('account.userMenu')} data-testid="user-menu">
            <Initial aria-hidden="true">{initialOf(user)}</Initial>
            <FirstName>{user.firstName || user.email}</FirstName>
          </Trigger>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <Who>
              {name && <strong>{name}</strong>}
              {user.email && <span>{user.email}</span>}
            </Who>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate('/user-dashboard')}>{t('account.dashboard')}</DropdownMenuItem>
          {user.isModerator && (
            <DropdownMenuItem onSelect={() => navigate('/moderation')}>{t('account.moderation')}</DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => signOutForm.current?.requestSubmit()}>{t('account.signOut')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
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
