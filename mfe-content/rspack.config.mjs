import { createConfig } from '@flow/build';

export default createConfig({
  name: 'flow_content',
  dir: import.meta.dirname,
  port: 3104,
  exposes: { './screens': './src/screens.ts' },
});
