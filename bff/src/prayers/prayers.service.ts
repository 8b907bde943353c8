import { randomUUID } from 'node:crypto';
import { ErrorReason } from '@flow/contracts';
import type {
  AnsweredPrayerRequest,
  CreatedPrayerRequest,
  CreatedPrayerResponse,
  PrayerRequest,
  PrayerRequestWithResponses,
  PrayerResponse,
} from '@flow/contracts';
import type { IntercessionsService } from '../intercessions/intercessions.service';
import { now as systemNow } from '../platform/clock';
import { ForbiddenError, NotFoundError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import type { WallEvents } from '../platform/wall';
import type { AuthorViews } from '../wall-items/author';
import { prepareText } from '../wall-items/text';
import { lastClearing, wallStart, type WallCalendar } from './calendar';
import type { PrayerRequestRecord, PrayerResponseRecord, PrayersRepo } from './prayers.repo';

export const WALL_PRAYER_LIMIT = 100;
export const PRAYER_NOT_FOUND = 'Prayer request not found';
export const NOT_YOUR_PRAYER = 'Only the person who shared this prayer request can mark it answered.';

/**
 * Runs after a request is stored (and not held), outside the request: the AI engine writes the
 * biblical response, the accounts module refreshes history caches. A failing hook is logged only.
 */
export type PrayerRequestCreatedHook = (request: PrayerRequest, authorId: string) => Promise<void> | void;

export class PrayersService {
  private readonly createdHooks: PrayerRequestCreatedHook[] = [];

  constructor(
    private readonly repo: PrayersRepo,
    private readonly intercessions: IntercessionsService,
    private readonly events: WallEvents,
    private readonly logger: Logger,
    private readonly calendar: WallCalendar,
    private readonly authors: AuthorViews,
    private readonly clock: () => Date = systemNow,
  ) {}

  onPrayerRequestCreated(hook: PrayerRequestCreatedHook): void {
    this.createdHooks.push(hook);
  }

  /** The wall: requests since the last morning clearing and within 24 hours, newest first. */
  async list(viewer: string | undefined): Promise<PrayerRequest[]> {
    const records = await this.repo.listOnWall(wallStart(this.clock(), this.calendar), WALL_PRAYER_LIMIT);
    return this.assemble(records, viewer);
  }

  async listWithResponses(viewer: string | undefined): Promise<PrayerRequestWithResponses[]> {
    const records = await this.repo.listOnWall(wallStart(this.clock(), this.calendar), WALL_PRAYER_LIMIT);
    const [requests, responses] = await Promise.all([
      this.assemble(records, viewer),
      this.responsesOf(records.map((r) => r.id), viewer),
    ]);
    return requests.map((r) => ({ ...r, responses: responses.get(r.id) ?? [] }));
  }

  async responses(requestId: string, viewer: string | undefined): Promise<PrayerResponse[]> {
    if (!(await this.repo.findVisible(requestId))) throw new NotFoundError(PRAYER_NOT_FOUND);
    return (await this.responsesOf([requestId], viewer)).get(requestId) ?? [];
  }

  /** Who wrote a visible request (for "Pray for this"). */
  async authorOf(id: string): Promise<string | null> {
    return (await this.repo.findVisible(id))?.anonymousId ?? null;
  }

  async create(author: string, text: string): Promise<CreatedPrayerRequest> {
    const screened = prepareText(text);
    const record: PrayerRequestRecord = {
      id: randomUUID(),
      content: screened.content,
      originalContent: screened.originalContent,
      anonymousId: author,
      createdAt: this.clock().toISOString(),
      isAnswered: false,
      answeredAt: null,
      testimony: null,
      originalTestimony: null,
      hearts: 0,
    };
    await this.repo.insertRequest(record, screened.held);
    const request: PrayerRequest = { ...this.publish(record, author), liked: false, aiResponse: null, prayedCount: 0, prayedToday: false };
    if (!screened.held) {
      this.events.publish({ type: 'prayer_request_created', id: record.id });
      this.runCreatedHooks(request, author);
    }
    return { ...request, heldForReview: screened.held };
  }

  async respond(requestId: string, author: string, text: string): Promise<CreatedPrayerResponse> {
    if (!(await this.repo.findVisible(requestId))) throw new NotFoundError(PRAYER_NOT_FOUND);
    const screened = prepareText(text);
    const record: PrayerResponseRecord = {
      id: randomUUID(),
      prayerRequestId: requestId,
      content: screened.content,
      originalContent: screened.originalContent,
      anonymousId: author,
      createdAt: this.clock().toISOString(),
      hearts: 0,
    };
    if (!(await this.repo.insertResponse(record, screened.held))) throw new NotFoundError(PRAYER_NOT_FOUND);
    if (!screened.held) this.events.publish({ type: 'prayer_response_created', prayerRequestId: requestId, id: record.id });
    return { ...this.authors.publish('prayer_response', record, author), liked: false, heldForReview: screened.held };
  }

  /**
   * Beyond the spec: the author marks their request answered, with an optional testimony. A
   * testimony is public text like any other: contact details are masked, and self-harm in it is
   * not published; either way what the author wrote is kept privately and they are told
   * (`testimonyHeldForReview`), never a silent drop.
   */
  async markAnswered(id: string, identity: string, testimony: string | null): Promise<AnsweredPrayerRequest> {
    const found = await this.repo.findVisible(id);
    if (!found) throw new NotFoundError(PRAYER_NOT_FOUND);
    if (found.anonymousId !== identity) throw new ForbiddenError(NOT_YOUR_PRAYER, ErrorReason.notYourPrayer);
    const screened = testimony ? prepareText(testimony) : null;
    const held = screened?.held ?? false;
    const published = screened && !held ? screened.content : null;
    const original = screened ? (held ? testimony!.trim() : screened.originalContent) : null;
    await this.repo.markAnswered(id, published, original, this.clock());
    this.events.publish({ type: 'prayer_request_updated', id });
    const updated = await this.repo.findVisible(id);
    const [assembled] = await this.assemble([updated ?? found], identity);
    return { ...assembled, testimonyHeldForReview: held };
  }

  /**
   * The morning clearing: everything shared before this morning's clearing time leaves the wall.
   * Safe to run late, or on every instance at once (the update is idempotent).
   */
  async clearWall(): Promise<number> {
    const cleared = await this.repo.clearUpTo(lastClearing(this.clock(), this.calendar));
    if (cleared > 0) {
      this.events.publish({ type: 'prayer_wall_cleared' });
      this.logger.info({ cleared }, 'prayer wall cleared');
    }
    return cleared;
  }

  private async responsesOf(ids: string[], viewer: string | undefined): Promise<Map<string, PrayerResponse[]>> {
    const records = await this.repo.responsesFor(ids);
    const liked = viewer ? await this.repo.likedIds(viewer, 'prayer_response', records.map((r) => r.id)) : new Set<string>();
    const byRequest = new Map<string, PrayerResponse[]>();
    for (const r of records) {
      const list = byRequest.get(r.prayerRequestId) ?? [];
      list.push({ ...this.authors.publish('prayer_response', r, viewer), liked: liked.has(r.id) });
      byRequest.set(r.prayerRequestId, list);
    }
    return byRequest;
  }

  private async assemble(records: PrayerRequestRecord[], viewer: string | undefined): Promise<PrayerRequest[]> {
    const ids = records.map((r) => r.id);
    const [ai, liked, prayed] = await Promise.all([
      this.repo.aiResponsesFor(ids),
      viewer ? this.repo.likedIds(viewer, 'prayer_request', ids) : Promise.resolve(new Set<string>()),
      this.intercessions.infoFor('prayer_request', records, viewer),
    ]);
    const aiByRequest = new Map(ai.map((a) => [a.prayerRequestId, a]));
    return records.map((r) => {
      const answer = aiByRequest.get(r.id);
      const info = prayed.get(r.id);
      const published = this.publish(r, viewer);
      return {
        ...published,
        liked: liked.has(r.id),
        aiResponse: answer
          ? {
              id: answer.id,
              source: answer.source,
              verse: answer.verse,
              reference: answer.reference,
              guidance: answer.guidance,
              // How the writer was read (crisis, abuse) is theirs alone: others see the reply only.
              care: published.isMine ? (answer.care ?? null) : null,
              createdAt: answer.createdAt,
            }
          : null,
        prayedCount: info?.prayedCount ?? null,
        prayedToday: info?.prayedToday ?? false,
      };
    });
  }

  private publish(record: PrayerRequestRecord, viewer: string | undefined) {
    const { originalTestimony, ...rest } = record;
    const view = this.authors.publish('prayer_request', rest, viewer);
    return { ...view, originalTestimony: view.isMine ? originalTestimony : null };
  }

  private runCreatedHooks(request: PrayerRequest, authorId: string): void {
    for (const hook of this.createdHooks) {
      void Promise.resolve()
        .then(() => hook(request, authorId))
        .catch((err: unknown) => this.logger.error({ err, prayerRequestId: request.id }, 'prayer-request-created hook failed'));
    }
  }
}
