import type { BodyOf, Endpoint, ResponseOf } from '@flow/contracts';
import { identityStore } from '@flow/store';
import type { z } from 'zod';
import { ApiError, QUEUED_OFFLINE_HEADER, QueuedOfflineError } from './errors';

export interface ApiConfig {
  /** Origin of the BFF; '' means the page's own origin. */
  baseUrl: string;
  fetch?: typeof fetch;
}
const config: ApiConfig = { baseUrl: '' };
export function configureApi(next: Partial<ApiConfig>) {
  Object.assign(config, next);
}

export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
}

export interface RequestOptions {
  body?: unknown;
  /** A file sent as it is (uploads), with its own type; instead of `body`. */
  file?: Blob;
  /** A multipart form (uploads with fields); the browser sets its type and boundary. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const CHALLENGE_PATH = '/api/challenge';

/**
 * Beyond the budget of a shared address (a church's Wi-Fi), Flow asks a write for a proof of
 * work instead of refusing it: solved here (ALTCHA, SHA-256, in well under a second) and sent
 * as the X-Altcha header of the same write once more.
 */
export async function solveWriteChallenge(signal?: AbortSignal): Promise<string> {
  const c = (await request('GET', CHALLENGE_PATH, { signal })) as { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };
  // Loaded on first need only: most visitors never meet a challenge.
  const { solveChallenge } = await import('altcha-lib/v1');
  const { promise, controller } = solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber);
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await promise;
  if (!solution) throw new ApiError(429, '{"error":"challenge_required","message":"The challenge could not be solved."}', 'Too Many Requests');
  return btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solution.number, salt: c.salt, signature: c.signature }));
}

/** Spec 000 §7: every call sends cookies; a JSON body with a JSON content type when a body exists. */
export async function request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
  try {
    return await send(method, path, options);
  } catch (err) {
    if (!(err instanceof ApiError) || err.code !== 'challenge_required' || options.headers?.['x-altcha']) throw err;
    const altcha = await solveWriteChallenge(options.signal);
    return send(method, path, { ...options, headers: { ...options.headers, 'x-altcha': altcha } });
  }
}

async function send(method: string, path: string, options: RequestOptions): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const anonymousId = identityStore.getState().anonymousId;
  if (anonymousId) headers['x-anonymous-id'] = anonymousId;
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  if (options.form !== undefined) {
    init.body = options.form;
  } else if (options.file !== undefined) {
    headers['content-type'] = options.file.type || 'application/octet-stream';
    init.body = options.file;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const res = await (config.fetch ?? fetch)(`${config.baseUrl}${path}`, init);
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  // Optional chaining: fetch stand-ins (tests, older polyfills) may answer without headers.
  if (res.headers?.get(QUEUED_OFFLINE_HEADER)) throw new QueuedOfflineError();
  if (res.status === 204) return null;
  const text = await res.text();
  return text ? JSON.parse(text) : null;
}

type Query = Record<string, string | undefined>;

function pathWithQuery(path: string, params?: Record<string, string | number>, query?: Query): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  return buildPath(path, params) + (search ? `?${search}` : '');
}

/**
 * A read the first screen makes before zod has loaded: method and path from
 * `lightEndpoints` (@flow/contracts/light), the answer checked by the light guard generated
 * from the same contract. Throws what the guard throws (ContractViolation) on a wrong shape.
 */
export async function callChecked<T>(
  endpoint: { readonly method: string; readonly path: string },
  guard: { parse(value: unknown): T },
  options: { params?: Record<string, string | number>; query?: Query; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const data = await request(endpoint.method, pathWithQuery(endpoint.path, options.params, options.query), {
    body: options.body,
    signal: options.signal,
  });
  return guard.parse(data);
}

type Endpoints = typeof import('@flow/contracts').endpoints;

/**
 * `call` for code on the first screen that acts later (a write, a second page): the contracts,
 * and zod with them, load on the first such call instead of with the page.
 */
export async function callLater<E extends Endpoint<z.ZodType | undefined, z.ZodType>>(
  pick: (endpoints: Endpoints) => E,
  options: Parameters<typeof call<E>>[1] = {},
): Promise<ResponseOf<E>> {
  const { endpoints } = await import('@flow/contracts');
  return call(pick(endpoints), options);
}

/** Calls one endpoint of the shared contracts and parses the answer with its schema. */
export async function call<E extends Endpoint<z.ZodType | undefined, z.ZodType>>(
  endpoint: E,
  options: {
    params?: Record<string, string | number>;
    /** Query string parameters; undefined ones are left out. */
    query?: Record<string, string | undefined>;
    body?: BodyOf<E>;
    signal?: AbortSignal;
  } = {},
): Promise<ResponseOf<E>> {
  const data = await request(endpoint.method, pathWithQuery(endpoint.path, options.params, options.query), {
    body: options.body,
    signal: options.signal,
  });
  return endpoint.response.parse(data) as ResponseOf<E>;
}

/** Sends a file as the body of a bodiless endpoint (e.g. PUT /api/missionaries/me/photo). */
export async function upload<E extends Endpoint<undefined, z.ZodType>>(
  endpoint: E,
  file: Blob,
  options: { params?: Record<string, string | number>; signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const data = await request(endpoint.method, buildPath(endpoint.path, options.params), { file, signal: options.signal });
  return endpoint.response.parse(data) as ResponseOf<E>;
}

/** Posts a multipart form to a bodiless endpoint (e.g. POST /api/prayer-connections). */
export async function submitForm<E extends Endpoint<undefined, z.ZodType>>(
  endpoint: E,
  form: FormData,
  options: { params?: Record<string, string | number>; signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const data = await request(endpoint.method, buildPath(endpoint.path, options.params), { form, signal: options.signal });
  return endpoint.response.parse(data) as ResponseOf<E>;
}
