import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded media (missionary photos, chat voice messages, voice requests) live. The default keeps files in a folder under the
 * data directory and the BFF serves them at /media/<key>; an object store (S3, GCS...) can take
 * its place by implementing the same three calls and returning its own public URL from `put`.
 */
export interface MediaStore {
  /** Stores the bytes under a new, unguessable key in `folder`; returns the public URL. */
  put(folder: string, bytes: Buffer, extension: string): Promise<string>;
  /** The bytes at a URL `put` returned, or null. */
  get(url: string): Promise<Buffer | null>;
  remove(url: string): Promise<void>;
}

export const MEDIA_URL_PREFIX = '/media/';
/** Missionary photos: the only folder served to everyone at /media/... */
export const PHOTO_FOLDER = 'missionaries';
/** Voice requests to a missionary: private, served only through an access check. */
export const VOICE_FOLDER = 'voice';
/** Chat voice messages: private, served only to the room's two members. */
export const CHAT_VOICE_FOLDER = 'chat';
const KEY = /^[a-z]+\/[a-f0-9]{32}\.(jpg|png|webp|wav|webm)$/;

export class LocalMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  private fileOf(url: string): string | null {
    if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
    const key = url.slice(MEDIA_URL_PREFIX.length);
    return KEY.test(key) ? path.join(this.dir, key) : null;
  }

  async put(folder: string, bytes: Buffer, extension: string): Promise<string> {
    const key = `${folder}/${randomBytes(16).toString('hex')}.${extension}`;
    if (!KEY.test(key)) throw new Error(`not a media key: ${key}`);
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    await fs.writeFile(`${file}.part`, bytes);
    await fs.rename(`${file}.part`, file);
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  async get(url: string): Promise<Buffer | null> {
    const file = this.fileOf(url);
    if (!file) return null;
    try {
      return await fs.readFile(file);
    } catch {
      return null;
    }
  }

  async remove(url: string): Promise<void> {
    const file = this.fileOf(url);
    if (file) await fs.rm(file, { force: true });
  }
}

/**
 * The one media store of a running app, from configuration (FLOW_MEDIA_DIR, else the data
 * directory's `media` folder): every upload goes through it, so moving media elsewhere (another
 * disk, an object store) is one change here.
 */
export function createMediaStore(config: { mediaDir: string }): MediaStore {
  return new LocalMediaStore(config.mediaDir);
}
