import { RemoteName, type RemotesManifest } from '@flow/contracts';

export interface RemotesConfig {
  overrides: Partial<Record<RemoteName, string>>;
  loadTimeoutMs: number;
}

/**
 * Where the shell loads each remote from, decided at run time: by default this BFF's own
 * /remotes/<name>/ (embedded), or wherever FLOW_REMOTE_<NAME>_URL says (e.g. a CDN).
 */
export function remotesManifest(config: RemotesConfig, requestOrigin: string): RemotesManifest {
  return {
    remotes: RemoteName.options.map((name) => ({
      name,
      entry: config.overrides[name] ?? `${requestOrigin}/remotes/${name}/mf-manifest.json`,
    })),
    loadTimeoutMs: config.loadTimeoutMs,
  };
}
