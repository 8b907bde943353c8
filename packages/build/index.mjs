// One rspack + Module Federation configuration for the shell and every remote, so they agree
// on the shared singletons and on how TypeScript is compiled.
import path from 'node:path';
import { createRequire } from 'node:module';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
import fs from 'node:fs';

// Some packages (wouter) do not export their package.json; read it from the folder instead.
const rootPkg = (name) => {
  const entry = require.resolve(name);
  let dir = path.dirname(entry);
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`package.json of ${name} not found`);
    dir = up;
  }
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
};

/** Splits a locale file into the first screen's sections and the rest (`?part=first|rest`). */
const LOCALE_PART_LOADER = path.join(import.meta.dirname, 'locale-part.mjs');

/** The federation runtime plugin that skips the warning-only semver check of singletons. */
const SAME_BUILD_SINGLETONS = path.join(import.meta.dirname, 'runtime', 'same-build-singletons.js');

/** Everything that must exist once per page, whichever remote loads first. */
export function sharedSingletons() {
  // react-i18next is not here: only @flow/i18n (a singleton itself) imports it, so it is bundled
  // into that module, tree-shaken to the hook; shared, it came whole to every first visit (its
  // <Trans> and HTML parser, which nothing uses, ~6 KB brotli).
  const npm = ['react', 'react-dom', 'styled-components', 'zustand', 'swr', 'wouter', 'i18next'];
  const shared = {};
  for (const name of npm) {
    shared[name] = { singleton: true, requiredVersion: `^${rootPkg(name)}` };
  }
  shared['react/jsx-runtime'] = { singleton: true, requiredVersion: `^${rootPkg('react')}` };
  shared['react-dom/client'] = { singleton: true, requiredVersion: `^${rootPkg('react-dom')}` };
  // Workspace packages: one store, one i18n instance, one design system for every remote.
  // `@flow/ui/menu` and `@flow/ui/tabs` are entries of their own so that only the chunks that
  // use them download Radix's menu and tabs; `@flow/contracts/light` is the first screen's
  // zod-free face of the contracts, one copy for the shell and every remote.
  for (const name of [
    '@flow/store',
    '@flow/i18n',
    '@flow/ui',
    '@flow/ui/menu',
    '@flow/ui/tabs',
    '@flow/api-client',
    '@flow/contracts',
    '@flow/contracts/light',
  ]) {
    shared[name] = { singleton: true, requiredVersion: false, version: '0.1.0' };
  }
  return shared;
}

/** Text assets worth compressing; images and fonts are already compressed formats. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;

/**
 * Brotli and gzip copies written beside every text asset at build time: the BFF (koa-send) and
 * any CDN serve them as they are, so no request pays for compression and the best level is free.
 */
export function precompressPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 512, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

/**
 * @param {object} o
 * @param {string} o.name        federation global name (flow_shell, flow_community, ...)
 * @param {string} o.dir         the package folder (import.meta.dirname of the caller)
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.port        dev-server port
 * @param {boolean} [o.html]     emit an index.html (the shell)
 * @param {string[]} [o.runtimePlugins]
 */
export function createConfig({ name, dir, exposes, port, html = false, runtimePlugins = [] }) {
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    return {
      context: dir,
      mode: prod ? 'production' : 'development',
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      // Remotes need no entry of their own: the federation plugin adds the container entry.
      entry: html ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
        // A chunk that never answers must fail in seconds so the shell's fallback can show.
        chunkLoadTimeout: 10_000,
      },
      // Lazy compilation asks the page's own server to build a chunk on demand, which cannot
      // work for a remote's chunks requested from the shell's page.
      lazyCompilation: false,
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
      module: {
        rules: [
          {
            test: /\.(tsx?|jsx?)$/,
            exclude: /node_modules[\\/](?!@flow)/,
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod } },
              },
              env: { targets: ['chrome >= 100', 'firefox >= 100', 'safari >= 15', 'edge >= 100'] },
            },
          },
          { test: /\.(png|svg|jpe?g|webp|ico)$/, type: 'asset/resource' },
          // The first screen's words and the rest of a locale file (@flow/i18n, locale-part.mjs).
          { test: /[\\/]locales[\\/][^\\/]+\.json$/, resourceQuery: /\bpart=/, loader: LOCALE_PART_LOADER, type: 'json' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedSingletons(),
          // Shared modules come from what is already loaded (the shell's copies). The default,
          // 'version-first', loads every registered remote's entry before handing out a shared
          // module loaded later (the header's menus): a remote that is down or hangs would then
          // take the shell's language and account menus down with it.
          shareStrategy: 'loaded-first',
          // Every build gets the same-build singleton resolver (runtime/same-build-singletons.js).
          runtimePlugins: [SAME_BUILD_SINGLETONS, ...runtimePlugins],
          manifest: true,
          dts: false,
          // One copy of the federation runtime per page: the shell provides its runtime-core and
          // every remote's entry uses it instead of carrying its own (~20 KB brotli each). A
          // remote therefore loads only under a host built this way (the shell).
          // `target: 'web'` drops the runtime's Node.js script loading from the browser bundles
          // (3.4 KB brotli before the wall is interactive, docs/performance.md).
          experiments: { ...(html ? { provideExternalRuntime: true } : { externalRuntime: true }), optimization: { target: 'web' } },
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }),
        html &&
          new rspack.HtmlRspackPlugin({
            template: path.join(dir, 'src/index.html'),
            publicPath: '/',
            minify: prod,
          }),
        html &&
          new rspack.CopyRspackPlugin({
            patterns: [{ from: path.join(dir, 'public'), to: '.', noErrorOnMissing: true }],
          }),
        ...(prod ? precompressPlugins() : []),
      ].filter(Boolean),
      optimization: { minimize: prod },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: html,
        // Flow's own socket is /ws (proxied to the BFF); the dev server's reload socket must not
        // take that path. Remotes reload with the page of the shell, so they need no client.
        hot: false,
        liveReload: html,
        client: html ? { webSocketURL: { pathname: '/__rspack_ws' }, overlay: { warnings: false } } : false,
        webSocketServer: html ? { type: 'ws', options: { path: '/__rspack_ws' } } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: html ? [{ context: ['/api', '/ws', '/remotes'], target: 'http://localhost:3000', ws: true }] : undefined,
      },
      stats: 'errors-warnings',
    };
  };
}

/**
 * Shell files the service worker must not precache: itself, maps and compressed copies, spare icon
 * sizes, and the first screen's build-time parts (the server puts them into the home page).
 */
const PRECACHE_IGNORE = ['sw.js', '**/*.map', '**/*.br', '**/*.gz', '**/*.LICENSE.txt', 'icons/icon-!(192|512).png', 'icons/apple-touch-icon.png', 'mf-stats.json', 'first-screen.json'];

/**
 * Replaces `self.__WB_MANIFEST` in the service worker with the precache list of the app's
 * emitted files (Workbox's own `getManifest`, with a revision hash for files whose name has
 * none). Runs before minification, so the list is minified with the worker.
 */
class InjectPrecacheManifest {
  constructor({ globDirectory }) {
    this.globDirectory = globDirectory;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('InjectPrecacheManifest', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'InjectPrecacheManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const { getManifest } = require('workbox-build');
          const { manifestEntries, warnings } = await getManifest({
            globDirectory: this.globDirectory,
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
            globIgnores: PRECACHE_IGNORE,
            // Hashed names already change with their content: no revision needed.
            dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
            maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          });
          for (const w of warnings) compilation.warnings.push(new rspack.WebpackError(w));
          const list = JSON.stringify(manifestEntries.map((e) => ({ ...e, url: `/${e.url}` })));
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.js')) continue;
            const source = asset.source.source().toString();
            if (!source.includes('self.__WB_MANIFEST')) continue;
            compilation.updateAsset(asset.name, new rspack.sources.RawSource(source.replaceAll('self.__WB_MANIFEST', list)));
          }
        },
      );
    });
  }
}

/**
 * The service worker of a host app: a separate compilation (web worker target, no federation)
 * that runs after the app's (`dependencies`), so it can list the app's files for precaching. It
 * is written as `sw.js` at the root of the app's dist so its scope can be `/`.
 *
 * @param {object} o
 * @param {string} o.dir    the package folder
 * @param {string} o.entry  the worker's source, relative to dir
 * @param {string} o.after  the name of the app compilation it must follow
 */
export function createServiceWorkerConfig({ dir, entry, after }) {
  return (_env, argv) => {
    const prod = argv.mode !== 'development';
    return {
      name: 'service-worker',
      dependencies: [after],
      context: dir,
      mode: prod ? 'production' : 'development',
      target: 'webworker',
      devtool: false,
      entry: { sw: entry },
      output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false, publicPath: '/' },
      resolve: { extensions: ['.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.(ts|js|mjs)$/,
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            options: {
              jsc: { parser: { syntax: 'typescript' } },
              env: { targets: ['chrome >= 100', 'firefox >= 100', 'safari >= 15', 'edge >= 100'] },
            },
          },
        ],
      },
      plugins: [
        // Workbox's modules log every decision unless built for production.
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(prod ? 'production' : 'development') }),
        new InjectPrecacheManifest({ globDirectory: path.join(dir, 'dist') }),
        ...(prod ? precompressPlugins() : []),
      ],
      optimization: { minimize: prod, splitChunks: false, runtimeChunk: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}
