import type { RemoteName } from '@flow/contracts';
import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./screens`: the screens it has built, keyed by the route
 * path it owns. A path its owner has not built yet is simply absent, and the shell shows
 * Page Not Found — adding a screen needs no shell release.
 */
export type RemoteScreens = Record<string, ComponentType>;

/** Loads one exposed module of a remote: the shell's federation runtime, with its timeouts. */
export type RemoteModuleLoader = (remote: RemoteName, expose: string) => Promise<unknown>;

let remoteLoader: RemoteModuleLoader | null = null;

/** Called once by the shell after the federation runtime knows the remotes. */
export function provideRemoteLoader(loader: RemoteModuleLoader): void {
  remoteLoader = loader;
}

/**
 * For a remote that shows a small part owned by another (the home page's plan banner belongs to
 * billing). Rejects when the shell has no runtime (a remote run alone, a story, a test), so the
 * caller simply leaves that part out.
 */
export function loadRemotePart<T>(remote: Parameters<RemoteModuleLoader>[0], expose: string): Promise<T> {
  if (!remoteLoader) return Promise.reject(new Error('no remote loader in this page'));
  return remoteLoader(remote, expose) as Promise<T>;
}

/** What the billing remote's donation dialog takes (spec 001 §2 donation dialog). */
export interface DonationDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}
