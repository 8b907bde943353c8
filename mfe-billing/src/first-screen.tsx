import { renderFirstScreenPart } from '@flow/ui/first-screen-render';
import { Router } from 'wouter';
import { ConnectGateView } from './connect/ConnectView';
import { SignInRequired } from './dashboard/SignInRequired';
import { SignInView } from './signin/SignIn';
import { SubscribeView } from './subscribe/SubscribePage';

const nothing = () => undefined;

/**
 * Billing's part of the server-drawn first screens, as a visitor who is not signed in sees them
 * (signed-in visitors get the plain page): the sign-in cards of /user-dashboard and
 * /connect-missionary, /subscribe's plans, and /sign-in's e-mail form.
 */
export default async function render() {
  return {
    '/user-dashboard': await renderFirstScreenPart(() => (
      <Router ssrPath="/user-dashboard">
        <SignInRequired />
      </Router>
    )),
    '/connect-missionary': await renderFirstScreenPart(() => (
      <Router ssrPath="/connect-missionary">
        <ConnectGateView gate={{ kind: 'signed-out' }} />
      </Router>
    )),
    // The return from a checkout (`?subscription=success`) leaves for the dashboard at once.
    '/subscribe': {
      ...(await renderFirstScreenPart(() => (
        <Router ssrPath="/subscribe">
          <SubscribeView account={undefined} loading={false} onUpgrade={nothing} />
        </Router>
      ))),
      withQuery: false,
    },
    // The form the e-mail link sign-in shows first. `returnTo` only says where to go afterwards;
    // a link's `token`, a provider's `error` or `signout` show other cards, so those are sent plain.
    '/sign-in': {
      ...(await renderFirstScreenPart(() => (
        <Router ssrPath="/sign-in">
          <SignInView search="" />
        </Router>
      ))),
      withQuery: ['returnTo'],
      needs: 'email-sign-in',
    },
  };
}
