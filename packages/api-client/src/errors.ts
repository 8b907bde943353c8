import { ERROR_CODES, ERROR_REASONS, errorMessageKey } from '@flow/contracts/light';
import { i18n } from '@flow/i18n';

/**
 * Spec 000 §8: a non-OK response is an error whose message is the status code, a colon and a
 * space, then the response text or, if empty, the status text. The parsed JSON error body of
 * the BFF is kept so screens can show its clear message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** The finer stable code (rate limit, content rule...) when the server sent one. */
  readonly reason?: string;
  readonly serverMessage?: string;

  constructor(status: number, text: string, statusText: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    try {
      const body = JSON.parse(text) as { error?: unknown; message?: unknown; reason?: unknown };
      if (typeof body.error === 'string') this.code = body.error;
      if (typeof body.reason === 'string') this.reason = body.reason;
      if (typeof body.message === 'string') this.serverMessage = body.message;
    } catch {
      // Not JSON: the message above already carries the text.
    }
  }
}

/** The translation key of an error the contracts know: its reason first, then its code. */
export function errorMessageKeyOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.reason && ERROR_REASONS.includes(error.reason)) return errorMessageKey(error.reason);
  if (error.code && (ERROR_CODES as readonly string[]).includes(error.code)) return errorMessageKey(error.code);
  return null;
}

export type Translate = (key: string) => string | null;

/** The shared i18n instance, when it is ready and has the key (English is always bundled). */
const sharedTranslate: Translate = (key) =>
  i18n.isInitialized && i18n.exists(key) ? (i18n.t as (k: string) => string)(key) : null;

/**
 * The message to show a person, in their language: the translation of the error's stable code;
 * the server's (English) message only for a code this client does not know; else the fallback.
 */
export function userMessage(error: unknown, fallback: string, translate: Translate = sharedTranslate): string {
  const key = errorMessageKeyOf(error);
  const translated = key ? translate(key) : null;
  if (translated) return translated;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** The header the service worker sets on its answer to a write it kept for later (shell/sw). */
export const QUEUED_OFFLINE_HEADER = 'x-flow-queued';

/**
 * The browser is offline and the service worker kept the write to send when the connection
 * returns: not a failure (nothing is lost), but there is no server answer yet either.
 */
export class QueuedOfflineError extends Error {
  constructor() {
    super('Saved in this browser; it will be sent when the connection returns.');
    this.name = 'QueuedOfflineError';
  }
}

export const isQueuedOffline = (error: unknown): error is QueuedOfflineError => error instanceof QueuedOfflineError;
