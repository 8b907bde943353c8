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
