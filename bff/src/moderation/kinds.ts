import type { HeartItemType, ModerationItemKind } from '@flow/contracts';

/** Where one kind of item lives, so the queue can show and decide on it without knowing the feature. */
export interface ItemKind {
  table: string;
  /** What the public sees. */
  textColumn: string;
  /** The author's identity, to send them a note. */
  authorColumn: string;
  /** The kind on the live wall, to announce a removal; null for items not on the wall. */
  wallType: HeartItemType | null;
  /** Kept when the public text differs from what was written (added by the visibility work). */
  originalColumn: string | null;
}

const wallItem = (table: string, wallType: HeartItemType): ItemKind => ({
  table,
  textColumn: 'content',
  authorColumn: 'anonymous_id',
  wallType,
  originalColumn: 'original_content',
});

/** The kind registry: a new kind of reviewable item is one entry here. */
export const ITEM_KINDS: Record<ModerationItemKind, ItemKind> = {
  post: wallItem('posts', 'post'),
  response: wallItem('community_responses', 'response'),
  prayer_request: wallItem('prayer_requests', 'prayer_request'),
  prayer_response: wallItem('prayer_responses', 'prayer_response'),
  missionary_bio: { table: 'missionaries', textColumn: 'bio', authorColumn: 'anonymous_id', wallType: null, originalColumn: null },
  // Private: only flagged messages reach the queue, and a decision on one only closes the review.
  chat_message: { table: 'chat_messages', textColumn: 'content', authorColumn: 'sender_anonymous_id', wallType: null, originalColumn: null },
  missionary_photo: {
    table: 'missionaries',
    textColumn: 'profile_image_url',
    authorColumn: 'anonymous_id',
    wallType: null,
    originalColumn: null,
  },
};
