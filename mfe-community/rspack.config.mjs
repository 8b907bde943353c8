import { createConfig } from '@flow/build';

export default createConfig({
  name: 'flow_community',
  dir: import.meta.dirname,
  port: 3101,
  exposes: {
    './screens': './src/screens.ts',
    './NotFound': './src/screens/NotFound.tsx',
    './CrisisResources': './src/safety/CrisisResources.tsx',
  },
});
