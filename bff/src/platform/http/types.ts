import type { ParameterizedContext } from 'koa';

export interface AppState {
  requestId?: string;
  /** The identity bound to this browser's signed cookie, when there is one. */
  anonymousId?: string;
  /** Output of `validate()`: parsed and transformed body, params and query. */
  input?: { body?: unknown; params?: unknown; query?: unknown };
}

export type AppContext = ParameterizedContext<AppState>;
