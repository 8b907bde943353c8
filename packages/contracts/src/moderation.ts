import { z } from 'zod';
import { Id, IsoDate } from './common';
import { ReportReason } from './community';

/**
 * Every kind of item a moderator reviews in the one queue. Missionary bios and photos are
 * submitted by the missionary feature; the queue treats them like any wall item.
 */
export const ModerationItemKind = z.enum([
  'post',
  'response',
  'prayer_request',
  'prayer_response',
  'missionary_bio',
  'missionary_photo',
  /** A visitor's chat message that read as danger or self-harm (the AI helper stopped its flow). */
  'chat_message',
]);
export type ModerationItemKind = z.infer<typeof ModerationItemKind>;

/** Why an item is held: the content filter (self-harm) or enough weighted reports. */
export const HoldReason = z.enum(['self_harm', 'reports', 'new_submission']);
export type HoldReason = z.infer<typeof HoldReason>;

export const ModerationDecision = z.enum(['released', 'removed']);
export type ModerationDecision = z.infer<typeof ModerationDecision>;

export const ModerationQueueItem = z.object({
  itemType: ModerationItemKind,
  itemId: Id,
  /** held: off the wall until a decision; visible: still shown (reported or flagged). */
  status: z.enum(['held', 'visible']),
  /** What the public sees (for a photo, its address). */
  text: z.string(),
  /** The author's original words when the public text was changed (e.g. masked contact details). */
  original: z.string().nullable(),
  holdReason: HoldReason.nullable(),
  /** Attention flags (the item stays visible). */
  flags: z.array(z.string()),
  reportCount: z.number().int().min(0),
  reportReasons: z.array(z.object({ reason: ReportReason, count: z.number().int().min(1) })),
  /** What reporters wrote, newest last. */
  reportDetails: z.array(z.string()),
  /** Self-harm: show the crisis lines and offer to send them to the author. */
  selfHarm: z.boolean(),
  authorNoteSent: z.boolean(),
  itemCreatedAt: IsoDate,
  /** When it first needed a moderator; the queue is oldest first by this. */
  queuedAt: IsoDate,
});
export type ModerationQueueItem = z.infer<typeof ModerationQueueItem>;

export const ModerationQueue = z.object({ items: z.array(ModerationQueueItem) });
export type ModerationQueue = z.infer<typeof ModerationQueue>;

export const ModerationItemRef = z.object({ itemType: ModerationItemKind, itemId: Id });
export type ModerationItemRef = z.infer<typeof ModerationItemRef>;

export const ModerationDecisionBody = ModerationItemRef.extend({ decision: ModerationDecision });
export type ModerationDecisionBody = z.infer<typeof ModerationDecisionBody>;

export const ModerationDecisionResult = ModerationItemRef.extend({
  decision: ModerationDecision,
  reviewedAt: IsoDate,
  reviewedBy: z.string(),
});
export type ModerationDecisionResult = z.infer<typeof ModerationDecisionResult>;

export const AuthorNoteResult = ModerationItemRef.extend({ sent: z.boolean() });
export type AuthorNoteResult = z.infer<typeof AuthorNoteResult>;

/** Notes moderators sent to this browser's identity about its own items (the crisis lines). */
export const CareNote = z.object({ itemType: ModerationItemKind, itemId: Id, kind: z.literal('crisis_lines'), createdAt: IsoDate });
export const CareNoteList = z.array(CareNote);
export type CareNote = z.infer<typeof CareNote>;

export const MODERATION_PATH = '/moderation';
