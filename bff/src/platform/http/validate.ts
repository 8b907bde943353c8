import type { Middleware } from 'koa';
import type { z } from 'zod';
import { ValidationError, type ErrorDetail } from './errors';
import type { AppContext, AppState } from './types';

export interface Schemas {
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
export type Input<S extends Schemas> = { body: Out<S['body']>; params: Out<S['params']>; query: Out<S['query']> };

const PARTS = ['params', 'query', 'body'] as const;

function source(ctx: AppContext, part: (typeof PARTS)[number]): unknown {
  if (part === 'body') return ctx.request.body;
  if (part === 'params') return (ctx as AppContext & { params?: unknown }).params ?? {};
  return ctx.query;
}

function detailsOf(part: (typeof PARTS)[number], error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => {
    const inner = issue.path.map(String).join('.');
    // Body fields keep their bare names so a form can put the message next to its field.
    const path = part === 'body' ? inner : [part, inner].filter(Boolean).join('.');
    const message =
      part === 'body' && inner === '' && issue.code === 'invalid_type'
        ? 'The request body must be a JSON object.'
        : issue.message;
    // The content rule (contracts/text.ts) names what was wrong with a stable code.
    const code = (issue as { params?: { code?: unknown } }).params?.code;
    return typeof code === 'string' ? { path, message, code } : { path, message };
  });
}

/** The first problem, phrased to stand alone (zod's generic texts get the field name in front). */
function headline(first: ErrorDetail): string {
  return first.path && first.message.startsWith('Invalid') ? `${first.path}: ${first.message}` : first.message;
}

/** Validates with the shared contracts; 400 with every problem in `details`. */
export function validate(schemas: Schemas): Middleware<AppState> {
  return async (ctx, next) => {
    const details: ErrorDetail[] = [];
    const input: Record<string, unknown> = {};
    for (const part of PARTS) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(source(ctx, part));
      if (result.success) input[part] = result.data;
      else details.push(...detailsOf(part, result.error));
    }
    if (details.length) throw new ValidationError(headline(details[0]), details);
    ctx.state.input = input;
    await next();
  };
}

/** The validated input of this request, typed by the same schemas given to `validate`. */
export function inputOf<S extends Schemas>(ctx: AppContext, _schemas: S): Input<S> {
  if (!ctx.state.input) throw new Error('inputOf() used on a route without validate()');
  return ctx.state.input as Input<S>;
}

/** Checks a value read by the route itself (e.g. multipart fields) like `validate` checks a JSON body. */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data as z.output<S>;
  const details = detailsOf('body', result.error);
  throw new ValidationError(headline(details[0] as ErrorDetail), details);
}
