import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config, ResolvedConfig } from './config';

export const SECRET_FILE_NAME = 'flow-secret';

/**
 * Without FLOW_SECRET (embedded/dev), a secret is generated once and kept in the data folder:
 * a fresh secret on every start would invalidate every browser's identity cookie.
 */
export function resolveSecret(config: Config): ResolvedConfig {
  if (config.secret) return { ...config, secret: config.secret };
  const file = path.join(config.dataDir, SECRET_FILE_NAME);
  fs.mkdirSync(config.dataDir, { recursive: true });
  let flag = 'wx';
  try {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return { ...config, secret: saved };
    flag = 'w'; // unreadable leftovers: replace them
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(32).toString('base64url');
  // `wx` so two processes starting together cannot overwrite each other's secret.
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag });
    return { ...config, secret };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { ...config, secret: fs.readFileSync(file, 'utf8').trim() };
  }
}
