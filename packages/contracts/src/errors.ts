import { z } from 'zod';

/** The single JSON shape of every error the BFF returns. */
export const ErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  details: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Error codes the client may branch on. */
export const ErrorCode = {
  validation: 'validation_failed',
  /** Malformed request, e.g. a body that is not valid JSON. */
  badRequest: 'bad_request',
  notFound: 'not_found',
  identityMismatch: 'identity_mismatch',
  identityRequired: 'identity_required',
  /** The call needs a signed-in account (401). */
  signInRequired: 'sign_in_required',
  /** A one-time sign-in link that is unknown, used or expired. */
  signInLinkInvalid: 'sign_in_link_invalid',
  forbidden: 'forbidden',
  csrf: 'csrf_rejected',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  /** State-changing requests must send `Content-Type: application/json` (CSRF defence). */
  unsupportedMediaType: 'unsupported_media_type',
  methodNotAllowed: 'method_not_allowed',
  internal: 'internal_error',
  unavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
