#!/usr/bin/env node
// `node ../packages/build/first-screen.mjs src/first-screen.tsx`, run by an app's production
// build after rspack: renders the app's parts of first screens in every language (its entry's
// default export returns a FirstScreenPart per page path, e.g. { '/': ... }) and writes them to
// dist/first-screen.json, which the BFF composes into the pages it sends
// (bff/src/platform/first-screen.ts).
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const entry = path.resolve(process.argv[2] ?? 'src/first-screen.tsx');
const out = path.resolve(process.argv[3] ?? 'dist/first-screen.json');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flow-first-screen-'));
const bundle = path.join(dir, 'render.mjs');
try {
  // One bundle with everything in it: one React and one styled-components for the renderer and
  // the components, and TypeScript sources of the workspace packages compiled on the way.
  await build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
    // The pictures are drawn in every language at once: a locale part (`en.json?part=first`,
    // split only for the browser by locale-part.mjs) is the whole file here.
    plugins: [
      {
        name: 'whole-locale-parts',
        setup(b) {
          b.onResolve({ filter: /\.json\?part=/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.replace(/\?.*$/, '')) }));
        },
      },
    ],
  });
  const { default: render } = await import(pathToFileURL(bundle).href);
  const parts = await render();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(parts));
  const described = Object.entries(parts).map(([page, part]) => `${page} in ${Object.keys(part.languages).length} languages`);
  console.log(`first screen: ${path.relative(process.cwd(), out)} (${described.join(', ')})`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
