import type {
  AuthorNoteResult,
  CareNote,
  ModerationDecisionBody,
  ModerationDecisionResult,
  ModerationItemKind,
  ModerationItemRef,
  ModerationQueue,
  ModerationQueueItem,
  ReportReason,
} from '@flow/contracts';
import { HoldReason } from '@flow/contracts';
import { now } from '../platform/clock';
import { BadRequestError, NotFoundError } from '../platform/http/errors';
import type { WallEvents } from '../platform/wall';
import { ITEM_KINDS } from './kinds';
import { keyOf, type ModerationRepo } from './moderation.repo';

export const ITEM_GONE = 'This item no longer exists.';
export const NOTE_ONLY_FOR_SELF_HARM = 'The crisis lines can only be sent to the author of an item held for self-harm.';
/** The queue shows this many items, oldest first; the rest follow as those are decided. */
export const QUEUE_LIMIT = 200;

interface Entry {
  itemType: ModerationItemKind;
  itemId: string;
  held: boolean;
  holdReason: HoldReason | null;
  flags: string[];
  reasons: Map<ReportReason, number>;
  queuedAt: string;
}

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The moderators' queue: items held (by the self-harm filter or by reports), items reported but
 * still visible, and items flagged for attention, oldest first; and the decisions on them.
 */
export class ModerationService {
  constructor(
    private readonly repo: ModerationRepo,
    private readonly events: WallEvents,
  ) {}

  async queue(): Promise<ModerationQueue> {
    const [holds, groups, flags, notes] = await Promise.all([
      this.repo.holds(),
      this.repo.reportGroups(),
      this.repo.pendingFlags(),
      this.repo.notesSent(),
    ]);
    const holdOf = new Map(holds.map((h) => [keyOf(h.itemType, h.itemId), h]));
    const entries = new Map<string, Entry>();
    const entry = (itemType: ModerationItemKind, itemId: string, at: string): Entry => {
      const key = keyOf(itemType, itemId);
      let e = entries.get(key);
      if (!e) {
        const hold = holdOf.get(key);
        e = { itemType, itemId, held: !!hold && hold.reviewedAt === null, holdReason: null, flags: [], reasons: new Map(), queuedAt: at };
        entries.set(key, e);
      }
      e.queuedAt = earlier(e.queuedAt, at);
      return e;
    };

    for (const h of holds) {
      if (h.reviewedAt !== null) continue;
      const parsed = HoldReason.safeParse(h.reason);
      entry(h.itemType, h.itemId, h.createdAt).holdReason = parsed.success ? parsed.data : null;
    }
    for (const g of groups) {
      const hold = holdOf.get(keyOf(g.itemType, g.itemId));
      // Removed: done for good. Released: only reports made after the release ask again.
      if (hold?.decision === 'removed') continue;
      if (hold?.reviewedAt && g.last <= hold.reviewedAt) continue;
      const e = entry(g.itemType, g.itemId, g.first);
      e.reasons.set(g.reason, (e.reasons.get(g.reason) ?? 0) + g.count);
    }
    for (const f of flags) {
      if (holdOf.get(keyOf(f.itemType, f.itemId))?.decision === 'removed') continue;
      entry(f.itemType, f.itemId, f.createdAt).flags.push(f.reason);
    }

    const oldest = [...entries.values()]
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || keyOf(a.itemType, a.itemId).localeCompare(keyOf(b.itemType, b.itemId)))
      .slice(0, QUEUE_LIMIT);
    const texts = new Map<string, Awaited<ReturnType<ModerationRepo['itemTexts']>>>();
    for (const itemType of new Set(oldest.map((e) => e.itemType))) {
      texts.set(itemType, await this.repo.itemTexts(itemType, oldest.filter((e) => e.itemType === itemType).map((e) => e.itemId)));
    }

    const items: ModerationQueueItem[] = [];
    for (const e of oldest) {
      const item = texts.get(e.itemType)?.get(e.itemId);
      if (!item) continue;
      const reportReasons = [...e.reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
      items.push({
        itemType: e.itemType,
        itemId: e.itemId,
        status: e.held ? 'held' : 'visible',
        text: item.text,
        original: item.original,
        holdReason: e.holdReason,
        flags: e.flags.sort(),
        reportCount: reportReasons.reduce((n, r) => n + r.count, 0),
        reportReasons,
        reportDetails: reportReasons.length ? await this.repo.reportDetails(e.itemType, e.itemId) : [],
        selfHarm: e.holdReason === 'self_harm' || e.flags.includes('self_harm') || e.reasons.has('self_harm'),
        authorNoteSent: notes.has(keyOf(e.itemType, e.itemId)),
        itemCreatedAt: item.createdAt,
        queuedAt: e.queuedAt,
      });
    }
    return { items };
  }

  async decide(moderatorId: string, body: ModerationDecisionBody): Promise<ModerationDecisionResult> {
    const { itemType, itemId, decision } = body;
    if (!(await this.repo.exists(itemType, itemId))) throw new NotFoundError(ITEM_GONE);
    const at = now();
    await this.repo.decide(itemType, itemId, decision, moderatorId, at);
    const wallType = ITEM_KINDS[itemType].wallType;
    // Open walls drop a removed item at once; a released one appears at their next refresh.
    if (decision === 'removed' && wallType) this.events.publish({ type: 'item_hidden', itemType: wallType, id: itemId });
    // A released wall item makes the cached wall pages stale (it is back on the next read); a
    // decision on a missionary bio or photo does not touch the wall.
    else if (wallType) this.events.changed();
    return { itemType, itemId, decision, reviewedAt: at.toISOString(), reviewedBy: moderatorId };
  }

  /** Sends the author of a self-harm item a private note with the crisis lines (once per item). */
  async noteAuthor(moderatorId: string, ref: ModerationItemRef): Promise<AuthorNoteResult> {
    const { itemType, itemId } = ref;
    if (!(await this.repo.exists(itemType, itemId))) throw new NotFoundError(ITEM_GONE);
    if ((await this.repo.holdReason(itemType, itemId)) !== 'self_harm') throw new BadRequestError(NOTE_ONLY_FOR_SELF_HARM);
    const sent = await this.repo.addNote(itemType, itemId, moderatorId, now());
    return { itemType, itemId, sent };
  }

  async careNotes(identity: string): Promise<CareNote[]> {
    return (await this.repo.notesFor(identity)).map((n) => ({ ...n, kind: 'crisis_lines' as const }));
  }
}
