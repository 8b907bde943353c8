import type { AuthUser } from '@flow/contracts';
import { LOGIN_PATH } from '@flow/contracts/light';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The signed-in person, shared by the shell and every remote. `unknown` until the shell has
 * asked GET /api/auth/user once; a 401 there means `signed-out` (spec 000 §7).
 */
export type UserStatus = 'unknown' | 'signed-in' | 'signed-out';

interface UserState {
  status: UserStatus;
  user: AuthUser | null;
  setUser(user: AuthUser | null): void;
}

export const userStore = createStore<UserState>()((set) => ({
  status: 'unknown',
  user: null,
  setUser(user) {
    set({ user, status: user ? 'signed-in' : 'signed-out' });
  },
}));

export const useSignedInUser = () => useStore(userStore, (s) => s.user);
export const useUserStatus = () => useStore(userStore, (s) => s.status);

/** Spec 001 §2: the welcome line uses the first name, else the e-mail. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'email'> | null): string {
  return user?.firstName?.trim() || user?.email || '';
}

export function fullName(user: Pick<AuthUser, 'firstName' | 'lastName'> | null): string {
  return [user?.firstName, user?.lastName].filter((p) => p && p.trim()).join(' ');
}

/** The letter shown in the user menu's circle. */
export function initialOf(user: Pick<AuthUser, 'firstName' | 'email'> | null): string {
  const source = user?.firstName?.trim() || user?.email || '?';
  return [...source][0]!.toUpperCase();
}

/**
 * Spec 000 §2: Sign In is a full page navigation to /api/login; the current page is passed
 * along so the person comes back to where they were.
 */
export function signInHref(returnTo?: string): string {
  const back = returnTo ?? (typeof location !== 'undefined' ? `${location.pathname}${location.search}` : '/');
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(back)}`;
}

