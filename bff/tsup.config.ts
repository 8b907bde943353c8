import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
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
