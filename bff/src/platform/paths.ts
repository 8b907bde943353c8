import fs from 'node:fs';
import path from 'node:path';

function isRepoRoot(dir: string): boolean {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      workspaces?: unknown;
    };
    return Array.isArray(pkg.workspaces);
  } catch {
    return false;
  }
}

function searchUp(start: string): string | null {
  let dir = path.resolve(start);
  for (;;) {
    if (isRepoRoot(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * The monorepo root (the package.json with `workspaces`). Searched from the running script
 * first (bff/dist/index.mjs or bff/src/index.ts) and then from the working directory, because
 * `import.meta.url` is not available under jest's CommonJS transform and the bundle may be
 * started from anywhere.
 */
export function findRepoRoot(): string {
  const script = process.argv[1];
  return (script && searchUp(path.dirname(script))) || searchUp(process.cwd()) || process.cwd();
}
