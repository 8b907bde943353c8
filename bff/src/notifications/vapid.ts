import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE_NAME = 'flow-vapid.json';

/**
 * The key pair that signs every push. Without FLOW_VAPID_* it is generated once and kept in the
 * data folder like the secret: a new pair would silently orphan every browser's subscription.
 * Several instances must share one pair, so a scale-out sets the two variables.
 */
export function resolveVapidKeys(configured: VapidKeys | null, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, VAPID_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (saved.publicKey && saved.privateKey) return { publicKey: saved.publicKey, privateKey: saved.privateKey };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' && !(err instanceof SyntaxError)) throw err;
  }
  const keys = webPush.generateVAPIDKeys();
  try {
    // `wx`: two processes starting together keep the first pair written.
    fs.writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  }
}
