import sameBuildSingletons from './same-build-singletons.js';

type ResolveArgs = Parameters<NonNullable<ReturnType<typeof sameBuildSingletons>['resolveShare']>>[0];

function argsFor(shareConfig: { singleton?: boolean; requiredVersion?: string | false }, version = '19.3.1') {
  const react = { version, from: 'flow_shell' };
  const fallback = jest.fn(() => ({ shared: { from: 'default resolver' }, useTreesShaking: false }));
  const args = {
    shareScopeMap: { default: { react: { [version]: react } } },
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { shareConfig },
    GlobalFederation: {},
    resolver: fallback,
  } as unknown as ResolveArgs;
  return { args, react, fallback };
}

describe('sameBuildSingletons', () => {
  const plugin = sameBuildSingletons();
  const resolve = (args: ResolveArgs) => plugin.resolveShare!(args) as ResolveArgs;

  it('hands out the chosen singleton without the default (semver-checking) resolver', () => {
    const { args, react, fallback } = argsFor({ singleton: true, requiredVersion: '^19.3.1' });
    expect(resolve(args).resolver()).toEqual({ shared: react, useTreesShaking: false });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('leaves non-singletons to the default resolver, which checks their ranges', () => {
    const { args, fallback } = argsFor({ singleton: false, requiredVersion: '^19.3.1' });
    expect(resolve(args).resolver()).toEqual({ shared: { from: 'default resolver' }, useTreesShaking: false });
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it('falls back to the default resolver when the chosen version is not in the scope', () => {
    const { args, fallback } = argsFor({ singleton: true });
    (args as { version: string }).version = '18.0.0';
    resolve(args).resolver();
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
