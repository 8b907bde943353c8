import { z } from 'zod';

// zod probes for code generation with `Function("")` when it builds its first object schema.
// A page's Content-Security-Policy (rightly) has no 'unsafe-eval', so in a browser the probe only
// produces a reported violation; saying up front that there is no JIT skips it. This must run
// before any schema is built, hence its own module imported first by index.ts. The server keeps
// zod's compiled parsers, which are faster and allowed there.
if (typeof document !== 'undefined') z.config({ jitless: true });
