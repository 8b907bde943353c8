import { z } from 'zod';
import { AnonymousId } from './common';

/** Body of POST /api/identity: the id the browser made on its first visit, if any. */
export const IdentityBody = z.object({ anonymousId: z.string().max(80).optional() });
export type IdentityBody = z.infer<typeof IdentityBody>;

/** The id the server has bound to this browser's signed cookie. */
export const IdentityResult = z.object({ anonymousId: AnonymousId });
export type IdentityResult = z.infer<typeof IdentityResult>;
