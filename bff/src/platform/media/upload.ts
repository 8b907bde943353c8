import type { IncomingMessage } from 'node:http';

export class UploadTooLargeError extends Error {}

/**
 * Reads a request body, refusing as soon as it passes `maxBytes`: a declared Content-Length over
 * the limit is refused before a byte is read, and a body that keeps coming is cut off at the
 * limit, so nothing larger is ever held in memory.
 */
export async function readLimited(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new UploadTooLargeError();
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) throw new UploadTooLargeError();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, total);
}

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The image type by its first bytes, never by a name or a header the client chose. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}
