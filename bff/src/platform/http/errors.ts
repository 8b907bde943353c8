import { ErrorCode, type ErrorBody, type ErrorReason } from '@flow/contracts';

export type ErrorDetail = NonNullable<ErrorBody['details']>[number];

/** An error whose status, code and message are safe and meant to be shown to the client. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly headers: Record<string, string> = {},
    /** A finer stable code from the contracts' ERROR_REASONS, translated by the client. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { error: this.code, message: this.message };
    if (this.reason) body.reason = this.reason;
    if (this.details?.length) body.details = this.details;
    return body;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details: ErrorDetail[]) {
    // The headline's code, so the translated message says the same thing as `message`.
    super(400, ErrorCode.validation, message, details, {}, details[0]?.code);
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, ErrorCode.badRequest, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, ErrorCode.notFound, message);
  }
}

export class IdentityRequiredError extends AppError {
  constructor() {
    super(401, ErrorCode.identityRequired, 'Your anonymous session is missing. Please reload the page.');
  }
}

export class IdentityMismatchError extends AppError {
  constructor() {
    super(403, ErrorCode.identityMismatch, 'This anonymous id belongs to another browser. Please reload the page.');
  }
}

/** The caller is known but may not do this (e.g. change someone else's item). */
export class ForbiddenError extends AppError {
  constructor(message: string, reason?: ErrorReason) {
    super(403, ErrorCode.forbidden, message, undefined, {}, reason);
  }
}

export class CsrfError extends AppError {
  constructor() {
    super(403, ErrorCode.csrf, 'This request came from a site that is not allowed to change data here.');
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(allowed: string[]) {
    super(405, ErrorCode.methodNotAllowed, 'This method is not allowed here.', undefined, {
      Allow: allowed.join(', '),
    });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(limit: string) {
    super(413, ErrorCode.payloadTooLarge, `The request is too large (the limit is ${limit}).`);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, ErrorCode.unsupportedMediaType, 'Send the request body as JSON (Content-Type: application/json).');
  }
}

export const RATE_LIMITED_MESSAGE = "You're doing that too often. Please wait a moment and try again.";

export class RateLimitedError extends AppError {
  constructor(retryAfterSec: number, message = RATE_LIMITED_MESSAGE, reason?: string) {
    super(
      429,
      ErrorCode.rateLimited,
      message,
      undefined,
      { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSec))) },
      reason,
    );
  }
}

export const CHALLENGE_REQUIRED_MESSAGE =
  'Many people are sharing from your network right now. Your device needs to solve a short puzzle first; please try again.';

/** Over the address's budget: the client solves GET /api/challenge and repeats with X-Altcha. */
export class ChallengeRequiredError extends AppError {
  constructor() {
    super(429, ErrorCode.challengeRequired, CHALLENGE_REQUIRED_MESSAGE);
  }
}

export const ORIGIN_NOT_ALLOWED_MESSAGE = 'This page is not registered for this site key, so it cannot share or change anything on Flow.';

export class OriginNotAllowedError extends AppError {
  constructor() {
    super(403, ErrorCode.originNotAllowed, ORIGIN_NOT_ALLOWED_MESSAGE);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string, details?: ErrorDetail[]) {
    super(503, ErrorCode.unavailable, message, details);
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
