import { signInHref } from '@flow/store';
import { renderFirstScreenPart } from '@flow/ui/first-screen-render';
import { Router } from 'wouter';
import { JoinWizard } from './join/JoinWizard';

const never = () => new Promise<never>(() => undefined);
const nothing = () => undefined;

/**
 * The missionary area's part of the server-drawn first screens: the Join the Mission wizard's
 * first step, as a visitor who is not signed in sees it.
 */
export default async function render() {
  return {
    '/join-mission': await renderFirstScreenPart(() => (
      <Router ssrPath="/join-mission">
        <JoinWizard signedIn={false} signInHref={signInHref('/join-mission')} submit={never} onPhotoProblem={nothing} />
      </Router>
    )),
  };
}
