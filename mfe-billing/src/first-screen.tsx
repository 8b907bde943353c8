import { renderFirstScreenPart } from '@flow/ui/first-screen-render';
import { Router } from 'wouter';
import { SignInRequired } from './dashboard/SignInRequired';

/**
 * Billing's part of the server-drawn first screens: /user-dashboard as a visitor who is not signed
 * in sees it (signed-in visitors get the plain page, and their dashboard once it has loaded).
 */
export default async function render() {
  return {
    '/user-dashboard': await renderFirstScreenPart(() => (
      <Router ssrPath="/user-dashboard">
        <SignInRequired />
      </Router>
    )),
  };
}
