import type { RemoteName, RemotesManifest } from '@flow/contracts';
import { federationName } from '@flow/contracts/light';
import { allTranslations } from '@flow/i18n';
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

/**
 * The parts the home page's first screen is made of: they render with the first screen's words
 * (@flow/i18n, first-screen-sections.json). Every other part waits for all of its language.
 */
const FIRST_SCREEN_PARTS = new Set(['community/screens', 'community/NotFound']);

export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${federationName(remote)}/${expose}`;
  if (!instance || !manifest) throw new RemoteUnavailableError(id, new Error('federation not initialised'));
  const words = FIRST_SCREEN_PARTS.has(`${remote}/${expose}`) ? null : allTranslations();
  const loaded = words ? Promise.all([instance.loadRemote<T>(id), words]).then(([mod]) => mod) : instance.loadRemote<T>(id);
  const mod = await withTimeout(loaded, manifest.loadTimeoutMs * 2, id);
  if (!mod) throw new RemoteUnavailableError(id, new Error('empty module'));
  return mod;
}

/** Forget a failed remote so the next attempt fetches it afresh. */
export function resetRemote(remote: RemoteName) {
  const entry = manifest?.remotes.find((r) => r.name === remote);
  if (instance && entry) instance.registerRemotes([{ name: federationName(entry.name), entry: entry.entry }], { force: true });
}
