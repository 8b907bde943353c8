import { z } from 'zod';

/** The single JSON shape of every error the BFF returns. */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  /**
   * A finer stable code than `error` (one of ERROR_REASONS) when the server has one, e.g. which
   * rate limit was hit or which content rule a text broke. Clients translate it first.
   */
  reason: z.string().optional(),
  details: z
    .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export * from './errorCodes';
