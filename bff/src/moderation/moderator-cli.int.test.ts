import { startHarness, type Harness } from '../test/harness';
import { moderatorCommand, USAGE } from './moderator-cli';
import { tempOutbox } from '../accounts/test/helpers';
import { signedInVisitor } from './test/factories';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { FLOW_MAIL_OUTBOX_DIR: tempOutbox(), FLOW_DEV_OUTBOX: '1', FLOW_RATE_LIMIT_SIGNIN: '10000/60' } });
});
afterAll(() => h.close());

async function run(...args: string[]) {
  const lines: string[] = [];
  const code = await moderatorCommand(args, h.db, (l) => lines.push(l));
  return { code, text: lines.join('\n') };
}

describe('npm run moderator', () => {
  it('grants and revokes the role by e-mail, and the API follows', async () => {
    const { agent, email } = await signedInVisitor(h, { email: 'grace@example.org' });
    expect((await agent.get('/api/moderation/queue')).status).toBe(403);
    expect(await run('grant', 'Grace@Example.org')).toEqual({ code: 0, text: 'Grace@Example.org is now a moderator.' });
    expect((await agent.get('/api/moderation/queue')).status).toBe(200);
    expect((await run('list')).text).toBe(email);
    expect((await run('revoke', email)).code).toBe(0);
    expect((await agent.get('/api/moderation/queue')).status).toBe(403);
    expect((await run('list')).text).toBe('No account has the moderator role.');
  });

  it('explains an unknown account and wrong usage', async () => {
    expect(await run('grant', 'nobody@example.org')).toEqual({
      code: 1,
      text: 'No account has the e-mail nobody@example.org. Ask them to sign in once, then run this again.',
    });
    expect(await run()).toEqual({ code: 2, text: USAGE });
    expect(await run('grant')).toEqual({ code: 2, text: USAGE });
    expect(await run('promote', 'a@b.c')).toEqual({ code: 2, text: USAGE });
  });
});
