import { createConfig } from '@flow/build';

export default createConfig({
  name: 'flow_missionary',
  dir: import.meta.dirname,
  port: 3102,
  exposes: { './screens': './src/screens.ts' },
});
