import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface Endpoint<B extends z.ZodType | undefined, R extends z.ZodType> {
  method: Method;
  /** Path with `:name` parameters, e.g. `/api/posts/:id`. */
  path: string;
  body: B;
  response: R;
}

export function endpoint<B extends z.ZodType | undefined, R extends z.ZodType>(
  method: Method,
  path: string,
  body: B,
  response: R,
): Endpoint<B, R> {
  return { method, path, body, response };
}
