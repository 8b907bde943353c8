import { createConfig } from '@flow/build';

export default createConfig({
  name: 'flow_billing',
  dir: import.meta.dirname,
  port: 3103,
  exposes: { './screens': './src/screens.ts', './widgets': './src/widgets.ts' },
});
