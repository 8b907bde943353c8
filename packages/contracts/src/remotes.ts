import { z } from 'zod';
import { REMOTE_NAMES } from './constants';

export const RemoteName = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteName>;

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
