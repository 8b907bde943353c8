import { defineConfig } from 'tsup';

export default defineConfig({
  // The grammar worker is its own file: piscina starts it in worker threads beside the server
  // (resolved as dist/grammar.worker.mjs, see platform/ai/grammar-pool.ts).
  entry: {
    index: 'src/index.ts',
    'grammar.worker': 'src/platform/ai/grammar.worker.ts',
    'manna-image.worker': 'src/content/manna-image/manna-image.worker.ts',
  },
  format: ['esm'],
  outExtension: () => ({ js: '.mjs' }),
  outDir: 'dist',
  platform: 'node',
  target: 'node20',
  // Workspace packages are TypeScript sources, so they are compiled into the bundle; npm
  // dependencies stay external and are resolved from node_modules at run time.
  noExternal: [/^@flow\//],
  clean: true,
  sourcemap: true,
  splitting: false,
  dts: false,
});
