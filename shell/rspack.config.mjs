import { createConfig, createServiceWorkerConfig } from '@flow/build';

const app = createConfig({
  name: 'flow_shell',
  dir: import.meta.dirname,
  port: 3100,
  html: true,
});
const serviceWorker = createServiceWorkerConfig({ dir: import.meta.dirname, entry: './sw/sw.ts', after: 'app' });

// The worker is built with production builds only: under the dev server it would serve
// precached files over the ones being edited.
export default (env, argv) =>
  argv.mode === 'development' ? app(env, argv) : [{ ...app(env, argv), name: 'app' }, serviceWorker(env, argv)];
