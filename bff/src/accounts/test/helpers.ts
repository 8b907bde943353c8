import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '../../platform/session';
import type { Agent, Harness } from '../../test/harness';

/** A private outbox directory for one harness (never the repository's data/ folder). */
export function tempOutbox(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'flow-outbox-'));
}

export const json = (agent: Agent, url: string, body: unknown, headers: Record<string, string> = {}) =>
  agent.post(url).set('Content-Type', 'application/json').set(headers).send(JSON.stringify(body));

export function setCookies(res: { headers: Record<string, unknown> }): string[] {
  return ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? []);
}

/** The value of the session cookie a response set (undefined when it set none). */
export function sessionIdOf(res: { headers: Record<string, unknown> }): string | undefined {
  const line = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line?.slice(SESSION_COOKIE.length + 1).split(';')[0];
}

/** The session cookie pair (value + signature) as a Cookie header, to replay it later. */
export function sessionCookieHeader(res: { headers: Record<string, unknown> }): string {
  return setCookies(res)
    .filter((c) => c.startsWith(`${SESSION_COOKIE}=`) || c.startsWith(`${SESSION_COOKIE}.sig=`))
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const tokenOf = (text: string) => /\/sign-in\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

/** Requests a link, reads it from the development outbox and uses it, like a person would. */
export async function signInByEmail(h: Harness, agent: Agent, email: string) {
  const sent = await json(agent, '/api/auth/email', { email });
  if (sent.status !== 200) throw new Error(`link request failed: ${sent.status} ${sent.text}`);
  const outbox = await h.agent().get('/api/dev/outbox').query({ to: email });
  const token = tokenOf((outbox.body as Array<{ text: string }>)[0]?.text ?? '');
  if (!token) throw new Error('no sign-in link in the outbox');
  const res = await json(agent, '/api/auth/email/verify', { token });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
  return res;
}
