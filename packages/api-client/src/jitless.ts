import { z } from 'zod';

// zod probes for code generation with `Function("")` when it builds its first object schema.
// The page's Content-Security-Policy (rightly) has no 'unsafe-eval', so the probe only produces a
// reported violation; saying up front that there is no JIT skips it. This must run before any
// schema is built, hence its own module imported first by index.ts. The setting lives on
// globalThis, so this one call covers every copy of zod in the shell and the remotes.
z.config({ jitless: true });
