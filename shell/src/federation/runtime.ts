import type { RemoteName, RemotesManifest } from '@flow/contracts';
import { federationName } from '@flow/contracts/light';
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { fallbackPlugin, RemoteUnavailableError, timeoutPlugin } from './plugins';

let instance: ModuleFederation | undefined;
let manifest: RemotesManifest | undefined;

/** Registers the remotes the BFF announced; their URLs are never baked into the shell. */
export function initFederation(next: RemotesManifest): ModuleFederation {
  manifest = next;
  // The build plugin's own instance holds the share scope with the shell's singletons; a new
  // instance would start empty and every remote would load its own React.
  const existing = getInstance();
  if (!existing) throw new Error('Module Federation runtime is not initialised');
  existing.registerPlugins([timeoutPlugin(next.loadTimeoutMs), fallbackPlugin()]);
  existing.registerRemotes(next.remotes.map((r) => ({ name: federationName(r.name), entry: r.entry })));
  instance = existing;
  return instance;
}

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  // Chunks of an exposed module can hang too; the whole load gets one deadline.
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(id, new Error('timeout'))), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e instanceof RemoteUnavailableError ? e : new RemoteUnavailableError(id, e));
      },
    );
  });
}

export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${federationName(remote)}/${expose}`;
  if (!instance || !manifest) throw new RemoteUnavailableError(id, new Error('federation not initialised'));
  const mod = await withTimeout(instance.loadRemote<T>(id), manifest.loadTimeoutMs * 2, id);
  if (!mod) throw new RemoteUnavailableError(id, new Error('empty module'));
  return mod;
}

/** Forget a failed remote so the next attempt fetches it afresh. */
export function resetRemote(remote: RemoteName) {
  const entry = manifest?.remotes.find((r) => r.name === remote);
  if (instance && entry) instance.registerRemotes([{ name: federationName(entry.name), entry: entry.entry }], { force: true });
}
