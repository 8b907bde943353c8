import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime waits forever for a remote that accepts the connection but never
 * answers. Bound both ways a remote is fetched: the manifest (fetch) and its entry script.
 */
export function timeoutPlugin(ms: number): ModuleFederationRuntimePlugin {
  return {
    name: 'flow-timeout',
    fetch(url, init) {
      const signal = AbortSignal.timeout(ms);
      return fetch(url, { ...init, signal });
    },
    createScript() {
      return { timeout: ms };
    },
  };
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly id: string,
    cause: unknown,
  ) {
    super(`Remote module ${id} is unavailable`);
    this.name = 'RemoteUnavailableError';
    this.cause = cause;
  }
}

/**
 * Normalises every way a remote can fail (manifest, entry, expose, factory) into one error
 * type the shell's boundary knows how to show, instead of the runtime's many codes.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'flow-fallback',
    errorLoadRemote({ id, error }) {
      throw new RemoteUnavailableError(id, error);
    },
  };
}
