import type { AuthUser } from '@flow/contracts';
import { LOGOUT_PATH } from '@flow/contracts/light';
import { useTranslation } from '@flow/i18n';
import { fullName } from '@flow/store';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@flow/ui/menu';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { LoadedMenuProps } from '../deferredMenu';
import { UserTrigger, WideOnly, Who } from './UserMenu';

/** The signed-in menu itself (Radix), loaded after the first screen by `UserMenu`. */
export function UserMenuContent({ user, defaultOpen = false, focusTrigger = false }: { user: AuthUser } & LoadedMenuProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  // The menu item cannot hold a form (the menu closes and unmounts it), so it posts this one.
  const signOutForm = useRef<HTMLFormElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus();
    // Only when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const name = fullName(user);
  return (
    <WideOnly>
      <form ref={signOutForm} method="post" action={LOGOUT_PATH} hidden data-testid="sign-out-form" />
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger asChild>
          <UserTrigger ref={trigger} user={user} />
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
