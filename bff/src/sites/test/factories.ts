import { randomUUID } from 'node:crypto';
import type { ChurchSite } from '@flow/contracts';
import { solveChallenge } from 'altcha-lib/v1';
import type { Agent, Harness } from '../../test/harness';

/** A registered church site (owned by a made-up account unless one is given). */
export function buildSite(
  h: Harness,
  fields: { origins?: string[]; name?: string; showFlowWall?: boolean; ownerUserId?: string } = {},
): Promise<ChurchSite> {
  return h.services.sites.create(fields.ownerUserId ?? randomUUID(), {
    name: fields.name ?? 'Grace Chapel',
    origins: fields.origins ?? ['https://grace.example'],
    showFlowWall: fields.showFlowWall ?? false,
  });
}

export const widgetPath = (site: { siteKey: string }, rest = '') => `/api/widgets/sites/${site.siteKey}${rest}`;

/** A widget on `origin` binding its identity; the token as the widget keeps it. */
export async function widgetIdentity(agent: Agent, site: ChurchSite, origin = site.origins[0]): Promise<string> {
  const res = await agent.post(widgetPath(site, '/identity')).set('Origin', origin).set('Content-Type', 'application/json').send('{}');
  if (res.status !== 200) throw new Error(`widget identity failed: ${res.status} ${res.text}`);
  return res.body.token as string;
}

/** Solves a fresh challenge like a browser would; the X-Altcha header value. */
export async function solvedChallenge(agent: Agent): Promise<string> {
  const res = await agent.get('/api/challenge');
  if (res.status !== 200) throw new Error(`challenge failed: ${res.status} ${res.text}`);
  const c = res.body as { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('challenge could not be solved');
  return Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature })).toString('base64');
}
