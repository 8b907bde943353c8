import { randomUUID } from 'node:crypto';
import { toDbDate } from '../../platform/db/sql';
import type { Agent, Harness } from '../../test/harness';
import { json, signInByEmail } from '../../accounts/test/helpers';

const DAY_MS = 24 * 3600_000;

/**
 * A browser whose identity has been around for `ageDays` and, with `contributed`, has shared
 * something on the wall before: the kind of reporter whose reports count in full.
 */
export async function establishedVisitor(
  h: Harness,
  opts: { ageDays?: number; contributed?: boolean } = {},
): Promise<{ agent: Agent; anonymousId: string }> {
  const { agent, anonymousId } = await h.identified();
  const born = new Date(Date.now() - (opts.ageDays ?? 30) * DAY_MS);
  await h.db('identities').where({ anonymous_id: anonymousId }).update({ created_at: toDbDate(born) });
  if (opts.contributed ?? true) {
    await h.db('posts').insert({
      id: randomUUID(),
      content: 'An earlier post.',
      anonymous_id: anonymousId,
      hearts: 0,
      created_at: toDbDate(new Date(born.getTime() + 3600_000)),
    });
  }
  return { agent, anonymousId };
}

let seq = 0;

/** A signed-in browser; `moderator` grants the role in the database like `npm run moderator`. */
export async function signedInVisitor(
  h: Harness,
  opts: { moderator?: boolean; email?: string } = {},
): Promise<{ agent: Agent; userId: string; email: string }> {
  const { agent } = await h.identified();
  const email = opts.email ?? `member${Date.now()}${seq++}@example.org`;
  const res = await signInByEmail(h, agent, email);
  const userId = res.body.user.id as string;
  if (opts.moderator) await h.db('users').where({ id: userId }).update({ role: 'moderator' });
  return { agent, userId, email };
}

export const postJson = json;

/** A wall item inserted directly, as another module (or the missionary feature) would store it. */
export async function insertMissionary(h: Harness, fields: { bio?: string; photo?: string } = {}): Promise<string> {
  const id = randomUUID();
  await h.db('missionaries').insert({
    id,
    name: 'Ruth',
    display_name: `Ruth of Moab ${id.slice(0, 8)}`,
    country: 'BR',
    languages: '["pt-BR"]',
    specialization: 'grief',
    bio: fields.bio ?? 'I walk with those who mourn.',
    profile_image_url: fields.photo ?? '/media/missionaries/ruth.jpg',
  });
  return id;
}
