import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./screens`: the screens it has built, keyed by the route
 * path it owns. A path its owner has not built yet is simply absent, and the shell shows
 * Page Not Found — adding a screen needs no shell release.
 */
export type RemoteScreens = Record<string, ComponentType>;

/** Loads `expose` from another remote through the shell's federation runtime (its deadline and fallback). */
export type RemoteModuleLoader = <T>(remote: 'community' | 'missionary' | 'billing' | 'content', expose: string) => Promise<T>;

let loader: RemoteModuleLoader | null = null;

/** The shell registers its loader once federation is set up; remotes never import the shell. */
export function setRemoteModuleLoader(next: RemoteModuleLoader | null): void {
  loader = next;
}

/**
 * A module another remote exposes, e.g. the billing remote's donation dialog on the About page.
 * Rejects (like any remote that is down) when there is no shell loader or the module is absent.
 */
export function loadRemoteModule<T>(remote: Parameters<RemoteModuleLoader>[0], expose: string): Promise<T> {
  if (!loader) return Promise.reject(new Error(`No remote loader for ${remote}/${expose}`));
  return loader<T>(remote, expose);
}

/** What the billing remote's `./DonationDialog` default export takes (spec 001 §2 donation dialog). */
export interface DonationDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}
