import { z } from 'zod';

export const RemoteName = z.enum(['community', 'missionary', 'billing', 'content']);
export type RemoteName = z.infer<typeof RemoteName>;

/**
 * The global name a remote's container is built and registered under. Prefixed because a
 * bare name such as `content` is shadowed by any element with that id (`window.content`).
 */
export const federationName = (remote: RemoteName | 'shell') => `flow_${remote}` as const;

/** Where the shell finds each remote at run time (GET /api/remotes). */
export const RemotesManifest = z.object({
  remotes: z.array(
    z.object({
      name: RemoteName,
      /** URL of the remote's mf-manifest.json. */
      entry: z.string().min(1),
    }),
  ),
  /** How long the shell waits for a remote before showing its fallback, in ms. */
  loadTimeoutMs: z.number().int().positive(),
});
export type RemotesManifest = z.infer<typeof RemotesManifest>;
