/**
 * A page's items as fitted to viewers, each distinct fitting serialised and encoded once, kept
 * with the page (so dropped with it on the next wall change).
 *
 * `key` must name everything the fitting depends on: the item's position and the viewer's facts
 * about it (theirs or not, hearted, prayed for today, the count on their own item, the same per
 * response). Then every viewer with the same facts gets the same bytes, and no one can name the
 * author's fitting of an item without being its author. Many readers hearting one popular post
 * share one fitting; an author's own items are serialised once per change, not per read.
 */
export class FittedBytes {
  private readonly kept = new Map<string, Buffer>();
  private size = 0;

  /** `maxBytes` bounds each page's share; past it fittings are made per request as before. */
  constructor(private readonly maxBytes = 256 * 1024) {}

  get(key: string, serialise: () => string): Buffer {
    return this.bytesFor(key, () => Buffer.from(serialise()));
  }

  /**
   * Whole answers too (key: the shape and every item's fitting key): readers with the same facts
   * then get the same bytes without copying ~90 KiB per request (measured: 5 % of the read, plus
   * the garbage). They count against the same bound, so only the commonest few are kept.
   */
  bytesFor(key: string, make: () => Buffer): Buffer {
    const hit = this.kept.get(key);
    if (hit) return hit;
    const bytes = make();
    if (this.size + bytes.length <= this.maxBytes) {
      this.kept.set(key, bytes);
      this.size += bytes.length;
    }
    return bytes;
  }

  get bytes(): number {
    return this.size;
  }
}

/** One item fitted to a viewer: `key` names the fitting (see FittedBytes), `item()` makes it. */
export interface Fitted<T> {
  key: string;
  item(): T;
}

/** The part of a fitting's key for an item's responses: who wrote or hearted each one. */
export function responsesKey(flags: ReadonlyArray<{ mine: boolean; liked: boolean }>): string {
  let key = '';
  for (const f of flags) key += `${f.mine ? 'm' : ''}${f.liked ? 'l' : ''},`;
  return key;
}
