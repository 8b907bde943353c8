// @ts-check
/**
 * A federation runtime plugin for the shell and every remote (packages/build adds it to each).
 *
 * For a singleton, the runtime's default resolver hands out the one version already chosen and
 * only checks it against the consumer's `requiredVersion` to print a console warning. That
 * check parses semver ranges with regular expressions built on every call: ~25 ms of the
 * shell's first task on this machine, ~100 ms on the phone Lighthouse emulates, for a warning
 * that cannot fire here — the shell and every remote are built from one lockfile, and
 * `sharedSingletons()` takes each range from that lockfile's version (docs/performance.md).
 * Non-singletons, and any shape this plugin does not recognise, keep the default resolver.
 *
 * @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin}
 */
export default function sameBuildSingletons() {
  return {
    name: 'flow-same-build-singletons',
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const fallback = args.resolver;
      if (!shareInfo.shareConfig?.singleton || !version) return args;
      args.resolver = () => {
        const shared = shareScopeMap[scope]?.[pkgName]?.[version];
        return shared ? { shared, useTreesShaking: false } : fallback();
      };
      return args;
    },
  };
}
