// `npm run moderator -- grant|revoke <e-mail>` or `npm run moderator -- list`: the moderator role
// on accounts, in the database the BFF is configured for (same environment: DATABASE_URL or the
// embedded SQLite file). See docs/configuration.md for FLOW_MODERATOR_EMAILS, the other way.
import { ConfigError, parseConfig } from '../bff/src/platform/config';
import { createDb } from '../bff/src/platform/db/knex';
import { migrate } from '../bff/src/platform/db/migrations';
import { findRepoRoot } from '../bff/src/platform/paths';
import { moderatorCommand } from '../bff/src/moderation/moderator-cli';

async function main(): Promise<number> {
  let config;
  try {
    config = parseConfig(process.env, { repoRoot: findRepoRoot() });
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const db = createDb(config.database);
  try {
    await migrate(db);
    return await moderatorCommand(process.argv.slice(2), db, (line) => console.log(line));
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
