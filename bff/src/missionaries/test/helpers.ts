import { randomUUID } from 'node:crypto';
import { postJson as json, signedInVisitor } from '../../moderation/test/factories';
import { toDbDate } from '../../platform/db/sql';
import type { Agent, Harness } from '../../test/harness';

let seq = 0;

/** A signed-in account with a missionary profile made through the War Room's call. */
export async function signedInMissionary(
  h: Harness,
  over: Record<string, unknown> = {},
): Promise<{ agent: Agent; userId: string; email: string; id: string; displayName: string }> {
  const person = await signedInVisitor(h);
  const res = await json(person.agent, '/api/missionaries', {
    name: `Missionary ${seq++}`,
    phoneNumber: '+1 555 010 0199',
    country: 'US',
    languages: ['en'],
    specialization: 'Prayer Support',
    agreeToTerms: true,
    ...over,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return { ...person, id: res.body.id as string, displayName: res.body.displayName as string };
}

/** A prayer request shared by a visitor through the public API. */
export async function sharedPrayerRequest(h: Harness, content: string): Promise<{ id: string; author: { agent: Agent; anonymousId: string } }> {
  const author = await h.identified();
  const res = await json(author.agent, '/api/prayer-requests', { content });
  if (res.status !== 201) throw new Error(`prayer request failed: ${res.status} ${res.text}`);
  return { id: res.body.id as string, author };
}

/**
 * Assigns a request to a missionary directly, as the assignment job records it. Sharing a request
 * starts the job in the background; once it has chosen someone (or had no one to choose), its
 * choice is replaced, so a test decides who holds the request.
 */
export async function assign(h: Harness, requestId: string, missionaryId: string, at = new Date()): Promise<string> {
  const id = randomUUID();
  for (let waited = 0; waited < 1000; waited += 10) {
    if (await h.db('prayer_connections').where({ prayer_request_id: requestId }).first()) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  await h.db('prayer_connections').where({ prayer_request_id: requestId }).delete();
  await h.db('prayer_connections').insert({
    id,
    prayer_request_id: requestId,
    missionary_id: missionaryId,
    status: 'pending',
    connected_at: toDbDate(at),
    created_at: toDbDate(at),
  });
  return id;
}
