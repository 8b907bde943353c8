import sharp from 'sharp';
import { sniffImage } from '../platform/media/upload';

/** Square, large enough for a sharp avatar on a high-density screen. */
export const PHOTO_SIZE = 512;

export class NotAnImageError extends Error {}

/**
 * A new JPEG from the upload: typed by content, decoded and re-encoded by libvips, turned the
 * right way up and resized. Nothing of the original file survives: EXIF (GPS, camera, time) and
 * any other metadata are dropped because sharp writes none unless asked to.
 */
export async function reencodePhoto(upload: Buffer): Promise<Buffer> {
  if (!sniffImage(upload)) throw new NotAnImageError();
  try {
    return await sharp(upload, { limitInputPixels: 24_000_000, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    // Right magic bytes, broken body.
    throw new NotAnImageError();
  }
}
