import { randomUUID } from 'node:crypto';
import { ErrorReason } from '@flow/contracts';
import type {
  AnsweredPrayerRequest,
  GuidanceCare,
  CreatedPrayerRequest,
  CreatedPrayerResponse,
  PrayerRequest,
  PrayerRequestWithResponses,
  PrayerResponse,
} from '@flow/contracts';
import { now as systemNow } from '../platform/clock';
import { ForbiddenError, NotFoundError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import type { WallEvents } from '../platform/wall';
import type { AuthorViews } from '../wall-items/author';
import { decodeCursor, encodeCursor, type WallPosition } from '../wall-items/cursor';
import { assembleItems } from '../wall-items/assemble';
import { FittedBytes, responsesKey, type Fitted } from '../wall-items/fitted-bytes';
import { PageCache } from '../wall-items/page-cache';
import { indexPage, touchedPositions, type PageIndex } from '../wall-items/page-index';
import { prepareText } from '../wall-items/text';
import type { ViewerLookup } from '../wall-items/viewer-lookup';
import { lastClearing, wallStart, type WallCalendar } from './calendar';
import type { PrayerRequestRecord, PrayerResponseRecord, PrayersRepo } from './prayers.repo';

export const WALL_PRAYER_LIMIT = 100;
/** Requests per page of the paged prayer wall (`GET /api/wall/prayer-requests`). */
export const WALL_PRAYER_PAGE_SIZE = 20;
export const PRAYER_NOT_FOUND = 'Prayer request not found';
export const NOT_YOUR_PRAYER = 'Only the person who shared this prayer request can mark it answered.';

/**
 * Runs after a request is stored (and not held), outside the request: the AI engine writes the
 * biblical response, the accounts module refreshes history caches. A failing hook is logged only.
 */
export type PrayerRequestCreatedHook = (request: PrayerRequest, authorId: string) => Promise<void> | void;

export class PrayersService {
  private readonly createdHooks: PrayerRequestCreatedHook[] = [];
  private readonly pages = new PageCache<PublicPrayerPage>();

  constructor(
    private readonly repo: PrayersRepo,
    private readonly viewers: ViewerLookup,
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
  async listJson(viewer: string | undefined, withResponses: boolean): Promise<string | Buffer> {
    const since = wallStart(this.clock(), this.calendar);
    const page = await this.pages.get(`list:${since.getTime()}`, () => this.publicPage(since, WALL_PRAYER_LIMIT, undefined));
    return this.forViewer(page, viewer, withResponses ? 'list+responses' : 'list', (requests) => requests);
  }

  /** One page of the wall as JSON (`{ prayerRequests, nextCursor }`), after `cursor` when given. */
  async pageJson(cursor: string | undefined, viewer: string | undefined): Promise<string | Buffer> {
    const position = cursor === undefined ? undefined : decodeCursor(cursor);
    const since = wallStart(this.clock(), this.calendar);
    // The wall's start is part of the key: a page read before the morning clearing is not one after it.
    const page = await this.pages.get(`page:${since.getTime()}:${WALL_PRAYER_PAGE_SIZE}:${cursor ?? ''}`, async () => {
      const [built, total] = await Promise.all([this.publicPage(since, WALL_PRAYER_PAGE_SIZE, position), this.repo.countOnWall(since)]);
      return { ...built, total };
    });
    return this.forViewer(
      page,
      viewer,
      'page',
      (requests) => `{"prayerRequests":${requests},"nextCursor":${JSON.stringify(page.nextCursor)},"total":${page.total ?? 0}}`,
    );
  }

  async list(viewer: string | undefined): Promise<PrayerRequest[]> {
    return JSON.parse(String(await this.listJson(viewer, false))) as PrayerRequest[];
  }

  async listWithResponses(viewer: string | undefined): Promise<PrayerRequestWithResponses[]> {
    return JSON.parse(String(await this.listJson(viewer, true))) as PrayerRequestWithResponses[];
  }

  /** Any change to the walls: cached pages are dropped (wired to the wall events in app.ts). */
  wallChanged(): void {
    this.pages.clear();
  }

  async responses(requestId: string, viewer: string | undefined): Promise<PrayerResponse[]> {
    if (!(await this.repo.findVisible(requestId))) throw new NotFoundError(PRAYER_NOT_FOUND);
    return (await this.responsesOf([requestId], viewer)).get(requestId) ?? [];
  }

  /** Who wrote a visible request (for "Pray for this"). */
  async authorOf(id: string): Promise<string | null> {
    return (await this.repo.findVisible(id))?.anonymousId ?? null;
  }

  /** `siteId`: shared from a church site's widget, so the site's wall shows it too. */
  async create(author: string, text: string, siteId: string | null = null): Promise<CreatedPrayerRequest> {
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
    await this.repo.insertRequest(record, screened.held, siteId);
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
    return { ...withoutResponses(assembled), testimonyHeldForReview: held };
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

  /** Requests fitted to one viewer (with their responses). */
  private async assemble(records: PrayerRequestRecord[], viewer: string | undefined): Promise<PrayerRequestWithResponses[]> {
    const page = await this.build(records, null);
    const fitted = await this.personalise(page, viewer);
    return page.requests.map((r, i) => fitted?.[i]?.item() ?? r);
  }

  private async publicPage(since: Date, limit: number, position: WallPosition | undefined): Promise<PublicPrayerPage> {
    // One more than a page tells whether another page follows without counting the table.
    const records = await this.repo.listOnWall(since, limit + 1, position);
    const shown = records.slice(0, limit);
    const last = shown.at(-1);
    return this.build(shown, records.length > limit && last ? encodeCursor(last) : null);
  }

  /** A page as anyone sees it, with what is needed to fit it to one viewer kept aside. */
  private async build(records: PrayerRequestRecord[], nextCursor: string | null): Promise<PublicPrayerPage> {
    const ids = records.map((r) => r.id);
    const [ai, responses] = await Promise.all([this.repo.aiResponsesFor(ids), this.repo.responsesFor(ids)]);
    const aiByRequest = new Map(ai.map((a) => [a.prayerRequestId, a]));
    const page: PublicPrayerPage = { requests: [], nextCursor, authors: new Map(), private: new Map(), responseIds: [], shaped: new Map(), itemBytes: new Map() };
    const byRequest = new Map<string, PrayerResponse[]>();
    for (const r of responses) {
      const list = byRequest.get(r.prayerRequestId) ?? [];
      list.push({ ...this.authors.publish('prayer_response', r, undefined), liked: false });
      byRequest.set(r.prayerRequestId, list);
      page.authors.set(r.id, r.anonymousId);
      page.private.set(r.id, { original: r.originalContent, originalTestimony: null, care: null });
      page.responseIds.push(r.id);
    }
    for (const r of records) {
      const answer = aiByRequest.get(r.id);
      page.authors.set(r.id, r.anonymousId);
      page.private.set(r.id, { original: r.originalContent, originalTestimony: r.originalTestimony, care: answer?.care ?? null });
      page.requests.push({
        ...this.publish(r, undefined),
        liked: false,
        aiResponse: answer
          ? {
              id: answer.id,
              source: answer.source,
              verse: answer.verse,
              reference: answer.reference,
              guidance: answer.guidance,
              // How the writer was read (crisis, abuse) is theirs alone: others see the reply only.
              care: null,
              createdAt: answer.createdAt,
            }
          : null,
        prayedCount: null,
        prayedToday: false,
        responses: byRequest.get(r.id) ?? [],
      });
    }
    return page;
  }

  /**
   * The page as this viewer sees it: their hearts, their prayers today, and on their own items
   * the original text and testimony, the care note and the prayer count. Each entry is the
   * request as fitted to the viewer (see FittedBytes), or null where it is the same as for everyone; null for the
   * whole page when nothing on it is the viewer's.
   */
  private async personalise(
    page: PublicPrayerPage,
    viewer: string | undefined,
  ): Promise<Array<Fitted<PrayerRequestWithResponses> | null> | null> {
    if (!viewer) return null;
    const index = (page.index ??= indexPage(page.requests, 'prayer_request', (r) => r.responses, 'prayer_response', page.authors));
    const ownKeys = index.byAuthor.get(viewer) ?? [];
    const { liked, prayed, counts } = await this.viewers.forPage(viewer, {
      prayable: { type: 'prayer_request', ids: index.ids },
      hearts: [
        { type: 'prayer_request', ids: index.ids },
        { type: 'prayer_response', ids: page.responseIds },
      ],
      own: ownKeys.filter((key) => key.startsWith('prayer_request:')).map((key) => key.slice('prayer_request:'.length)),
    });
    const touchedAt = touchedPositions(index, ownKeys, liked, prayed);
    if (!touchedAt.size) return null;
    const mine = (id: string) => page.authors.get(id) === viewer;
    const requests: Array<Fitted<PrayerRequestWithResponses> | null> = page.requests.map(() => null);
    for (const at of touchedAt) {
      const r = page.requests[at];
      const own = mine(r.id);
      const likedRequest = liked.has(`prayer_request:${r.id}`);
      const prayedToday = prayed.has(`prayer_request:${r.id}`);
      const prayedCount = own ? (counts.get(r.id) ?? 0) : null;
      const responses = r.responses.map((x) => ({ mine: mine(x.id), liked: liked.has(`prayer_response:${x.id}`) }));
      requests[at] = {
        key: `${at}:${own ? `m${prayedCount}` : ''}${likedRequest ? 'l' : ''}${prayedToday ? 'p' : ''}:${responsesKey(responses)}`,
        item: () => {
          const secret = page.private.get(r.id);
          return {
            ...r,
            isMine: own,
            original: own ? (secret?.original ?? null) : null,
            originalTestimony: own ? (secret?.originalTestimony ?? null) : null,
            liked: likedRequest,
            aiResponse: r.aiResponse && own ? { ...r.aiResponse, care: secret?.care ?? null } : r.aiResponse,
            prayedCount,
            prayedToday,
            responses: r.responses.map((x, j) =>
              responses[j].mine || responses[j].liked
                ? {
                    ...x,
                    isMine: responses[j].mine,
                    original: responses[j].mine ? (page.private.get(x.id)?.original ?? null) : null,
                    liked: responses[j].liked,
                  }
                : x,
            ),
          };
        },
      };
    }
    return requests;
  }

  /**
   * The answer in the endpoint's shape (`wrap` puts the requests' JSON array in it). Requests that
   * are the same for everyone are copied in from the page's shared JSON, each serialised once per
   * form (with or without responses); only the viewer's own are serialised per request.
   */
  private async forViewer(
    page: PublicPrayerPage,
    viewer: string | undefined,
    shapeName: 'list' | 'list+responses' | 'page',
    wrap: (requestsJson: string) => string,
  ): Promise<string | Buffer> {
    const requests = await this.personalise(page, viewer);
    const form = shapeName === 'list' ? 'plain' : 'full';
    const item = (r: PrayerRequestWithResponses) => JSON.stringify(form === 'plain' ? withoutResponses(r) : r);
    let shared = page.itemBytes.get(form);
    if (!shared) {
      shared = page.requests.map((r) => Buffer.from(item(r)));
      page.itemBytes.set(form, shared);
    }
    if (!requests) {
      // The shared answer goes out as the same bytes every time, encoded once.
      let answer = page.shaped.get(shapeName);
      if (answer === undefined) {
        answer = assembleItems(wrap, shared, null);
        page.shaped.set(shapeName, answer);
      }
      return answer;
    }
    const fitted = (page.fitted ??= new FittedBytes());
    const items = shared;
    return fitted.bytesFor(`answer:${shapeName}:${requests.map((r) => r?.key ?? '').join('|')}`, () =>
      assembleItems(
        wrap,
        items,
        // The form is part of the key: the plain list leaves the responses out.
        requests.map((r) => (r ? fitted.get(`${form}:${r.key}`, () => item(r.item())) : null)),
      ),
    );
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

/** A page of the prayer wall as everyone sees it, and what the server keeps aside to fit it to a viewer. */
interface PublicPrayerPage {
  /** As a stranger sees them: nobody's, no hearts given, no care notes, no counts. */
  requests: PrayerRequestWithResponses[];
  nextCursor: string | null;
  /** Item id (request or response) → its author's identity. Never sent. */
  authors: Map<string, string>;
  /** What only an item's author may see. Never sent to anyone else. */
  private: Map<string, { original: string | null; originalTestimony: string | null; care: GuidanceCare | null }>;
  responseIds: string[];
  /** Requests on the whole wall (paged reads only): the list title counts them all, not the pages read. */
  total?: number;
  /** Each request as everyone sees it, without ('plain') or with ('full') its responses, serialised and encoded on first use. */
  itemBytes: Map<'plain' | 'full', Buffer[]>;
  /** The public answer per endpoint shape, serialised and encoded on first use, then shared. */
  shaped: Map<string, Buffer>;
  /** Where each request is and who wrote what, built on first use by a viewer. Never sent. */
  index?: PageIndex;
  /** Requests as fitted to viewers, serialised once per distinct fitting and form. */
  fitted?: FittedBytes;
}

function withoutResponses({ responses: _responses, ...request }: PrayerRequestWithResponses): PrayerRequest {
  return request;
}
