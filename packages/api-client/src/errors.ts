/**
 * Spec 000 §8: a non-OK response is an error whose message is the status code, a colon and a
 * space, then the response text or, if empty, the status text. The parsed JSON error body of
 * the BFF is kept so screens can show its clear message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly serverMessage?: string;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    try {
      const body = JSON.parse(text) as { error?: unknown; message?: unknown };
      if (typeof body.error === 'string') this.code = body.error;
      if (typeof body.message === 'string') this.serverMessage = body.message;
    } catch {
      // Not JSON: the message above already carries the text.
    }
  }
}

/** The message to show a person: the server's clear message when there is one. */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
