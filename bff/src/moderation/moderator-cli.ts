import type { Db } from '../platform/db/knex';
import { decodeString } from '../platform/db/decode';
import { MODERATOR_ROLE, ModeratorRoles } from './roles';

export const USAGE = [
  'Usage: npm run moderator -- <command> [e-mail]',
  '  grant <e-mail>    make the account with this e-mail a moderator',
  '  revoke <e-mail>   take the role away',
  '  list              the accounts with the role in the database',
  'The person must have signed in once so the account exists. Accounts listed in',
  'FLOW_MODERATOR_EMAILS are moderators anyway; revoking does not change that list.',
].join('\n');

/** `npm run moderator`: returns the exit code; writes what happened to `out`. */
export async function moderatorCommand(args: string[], db: Db, out: (line: string) => void): Promise<number> {
  const [command, email] = args;
  const roles = new ModeratorRoles(db, []);
  if (command === 'list' && !email) {
    const rows = await db('users').where({ role: MODERATOR_ROLE }).orderBy('email').select('email');
    out(rows.length ? rows.map((r) => decodeString(r.email)).join('\n') : 'No account has the moderator role.');
    return 0;
  }
  if ((command === 'grant' || command === 'revoke') && email && args.length === 2) {
    if (!(await roles.setRole(email, command === 'grant'))) {
      out(`No account has the e-mail ${email}. Ask them to sign in once, then run this again.`);
      return 1;
    }
    out(command === 'grant' ? `${email} is now a moderator.` : `${email} is no longer a moderator.`);
    return 0;
  }
  out(USAGE);
  return 2;
}
