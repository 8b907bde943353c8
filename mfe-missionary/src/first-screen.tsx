import { signInHref } from '@flow/store';
import { renderFirstScreenPart } from '@flow/ui/first-screen-render';
import { Router } from 'wouter';
import { JoinWizard } from './join/JoinWizard';
import { TeamView } from './war-room/TeamView';

const never = () => new Promise<never>(() => undefined);
const nothing = () => undefined;

/**
 * The missionary area's part of the server-drawn first screens: the War Room while its team loads
 * (the words, the verses and the notices; the team itself comes from the server), and the Join the
 * Mission wizard's first step, as a visitor who is not signed in sees it.
 */
export default async function render() {
  return {
    // `?join=1` opens the sign-up form instead.
    '/missionaries': {
      ...(await renderFirstScreenPart(() => (
        <Router ssrPath="/missionaries">
          <TeamView state={{ kind: 'loading' }} onJoin={nothing} />
        </Router>
      ))),
      withQuery: false,
    },
    '/join-mission': await renderFirstScreenPart(() => (
      <Router ssrPath="/join-mission">
        <JoinWizard signedIn={false} signInHref={signInHref('/join-mission')} submit={never} onPhotoProblem={nothing} />
      </Router>
    )),
  };
}
