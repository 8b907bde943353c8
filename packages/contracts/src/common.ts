import { z } from 'zod';
import { ANONYMOUS_ID_PATTERN } from './limits';

export const Id = z.string().min(1).max(64);
export const IsoDate = z.string().datetime({ offset: true });
export const AnonymousId = z.string().regex(ANONYMOUS_ID_PATTERN, 'Invalid anonymous id');

/** Hearts: the spec's body is the new absolute count; `liked` states the intent explicitly. */
export const HeartsBody = z
  .object({
    hearts: z.number().int().min(0).optional(),
    liked: z.boolean().optional(),
  })
  .refine((b) => b.hearts !== undefined || b.liked !== undefined, {
    message: 'Send hearts or liked',
  });
export type HeartsBody = z.infer<typeof HeartsBody>;

export const HeartsResult = z.object({
  id: Id,
  hearts: z.number().int().min(0),
  liked: z.boolean(),
});
export type HeartsResult = z.infer<typeof HeartsResult>;
