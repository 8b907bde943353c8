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

/** Spec 000 §7: every call sends cookies; a JSON body with a JSON content type when a body exists. */
export async function request(method: string, path: string, options: RequestOptions = {}): Promise<unknown> {
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
  if (res.headers.get(QUEUED_OFFLINE_HEADER)) throw new QueuedOfflineError();
  if (res.status === 204) return null;
  const text = await res.text();
  return text ? JSON.parse(text) : null;
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
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  const path = buildPath(endpoint.path, options.params) + (query ? `?${query}` : '');
  const data = await request(endpoint.method, path, {
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
