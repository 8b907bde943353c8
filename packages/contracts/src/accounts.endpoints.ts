import {
  Account,
  AuthMethods,
  AuthUser,
  EmailCheckBody,
  EmailLinkInfo,
  EmailSignInBody,
  EmailSignInResult,
  EmailVerifyBody,
  EmailVerifyResult,
  OutboxList,
  PrayerHistory,
} from './accounts';
import { endpoint } from './endpoint';

/** Browser navigations (not fetch calls), spec 000 §2. */
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';
export const OIDC_CALLBACK_PATH = '/api/auth/oidc/callback';
/** The page the e-mail link opens; it also holds the e-mail form. */
export const SIGN_IN_PAGE = '/sign-in';
/** Where GET /api/logout lands: a Sign Out button, because signing out is a POST. */
export const SIGN_OUT_PAGE = '/sign-in?signout=1';

/** The accounts calls; merged into `endpoints` (endpoints.ts). */
export const accountsEndpoints = {
  authUser: endpoint('GET', '/api/auth/user', undefined, AuthUser),
  authMethods: endpoint('GET', '/api/auth/methods', undefined, AuthMethods),
  emailSignIn: endpoint('POST', '/api/auth/email', EmailSignInBody, EmailSignInResult),
  emailVerify: endpoint('POST', '/api/auth/email/verify', EmailVerifyBody, EmailVerifyResult),
  emailCheck: endpoint('POST', '/api/auth/email/check', EmailCheckBody, EmailLinkInfo),
  me: endpoint('GET', '/api/me', undefined, Account),
  prayerHistory: endpoint('GET', '/api/my-prayer-history', undefined, PrayerHistory),
  devOutbox: endpoint('GET', '/api/dev/outbox', undefined, OutboxList),
} as const;
