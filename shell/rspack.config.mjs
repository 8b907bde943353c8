import { createConfig } from '@flow/build';

export default createConfig({
  name: 'flow_shell',
  dir: import.meta.dirname,
  port: 3100,
  html: true,
});
