import { z } from 'zod';
import { Id } from './common';

/** Kinds of item that carry hearts (one per identity per item). */
export const HeartItemType = z.enum(['post', 'response', 'prayer_request', 'prayer_response']);
export type HeartItemType = z.infer<typeof HeartItemType>;

/** Name of the pub/sub channel the BFF fans out to every socket on `/ws`. */
export const WALL_CHANNEL = 'wall';

/**
 * Events sent as JSON over the `/ws` socket (server to client only). New posts and responses are
 * hints to refetch; `hearts_changed` carries the committed count, which the wall patches in place.
 */
export const WallEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('post_created'), id: Id }),
  z.object({ type: z.literal('response_created'), postId: Id, id: Id }),
  z.object({ type: z.literal('prayer_request_created'), id: Id }),
  z.object({ type: z.literal('prayer_response_created'), prayerRequestId: Id, id: Id }),
  /** Marked answered, or its testimony changed. */
  z.object({ type: z.literal('prayer_request_updated'), id: Id }),
  /** The morning clearing took requests off the wall. */
  z.object({ type: z.literal('prayer_wall_cleared') }),
  /** The scripture guidance of a post or prayer request was stored; walls refetch that item. */
  z.object({ type: z.literal('ai_response_ready'), itemType: z.enum(['post', 'prayer_request']), id: Id }),
  /** Hidden pending review after reports; walls drop it. */
  z.object({ type: z.literal('item_hidden'), itemType: HeartItemType, id: Id }),
  z.object({
    type: z.literal('hearts_changed'),
    itemType: HeartItemType,
    id: Id,
    hearts: z.number().int().min(0),
  }),
]);
export type WallEvent = z.infer<typeof WallEvent>;
