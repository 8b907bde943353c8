import { createHmac } from 'node:crypto';
import type { ModeratedItemType } from '../moderation/visibility';

/** The stored fields that must never leave the server as they are. */
export interface AuthoredRecord {
  id: string;
  anonymousId: string;
  originalContent: string | null;
}

export interface AuthorViewFields {
  avatar: number;
  isMine: boolean;
  original: string | null;
}

export const AVATAR_COLOURS = 5;

/**
 * Turns stored wall items into what a viewer may see of their author. The avatar colour is keyed
 * on the item with the server secret, so two items of one person cannot be matched by colour
 * pattern and nobody can compute it from an id; the author's identity never leaves the server.
 */
export class AuthorViews {
  constructor(private readonly secret: string) {}

  avatarOf(itemType: ModeratedItemType, id: string): number {
    const digest = createHmac('sha256', this.secret).update(`avatar:${itemType}:${id}`).digest();
    return digest.readUInt32BE(0) % AVATAR_COLOURS;
  }

  /** The record without its author's id or private original, plus the viewer's view of the author. */
  publish<R extends AuthoredRecord>(
    itemType: ModeratedItemType,
    record: R,
    viewer: string | undefined,
  ): Omit<R, 'anonymousId' | 'originalContent'> & AuthorViewFields {
    const { anonymousId, originalContent, ...rest } = record;
    const isMine = viewer !== undefined && viewer === anonymousId;
    return { ...rest, avatar: this.avatarOf(itemType, record.id), isMine, original: isMine ? originalContent : null };
  }
}
