import type { HeartsBody, HeartsResult, PrayResult, WidgetCreatedPrayerRequest, WidgetIdentity, WidgetPrayerRequest, WidgetWall } from '@flow/contracts';
import type { HeartsService } from '../hearts/hearts.service';
import type { IdentityService } from '../identity/identity.service';
import type { IntercessionsService } from '../intercessions/intercessions.service';
import { now as systemNow } from '../platform/clock';
import { NotFoundError } from '../platform/http/errors';
import { wallStart, type WallCalendar } from '../prayers/calendar';
import type { PrayersRepo } from '../prayers/prayers.repo';
import { PRAYER_NOT_FOUND, type PrayersService } from '../prayers/prayers.service';
import { PageCache } from '../wall-items/page-cache';
import type { SiteRecord, SitesRepo } from './sites.repo';
import type { WidgetTokens } from './widget-token';

export const UNKNOWN_SITE_KEY = 'This site key is not registered with Flow. Ask the site owner for the current snippet.';

/**
 * What the church-site widgets do, through the same services as the main app: the content
 * filter and crisis hold of `PrayersService.create`, one heart per identity (`HeartsService`),
 * one prayer a day (`IntercessionsService`), and the one visibility rule (`visibleItems`).
 */
export class WidgetsService {
  private readonly walls = new PageCache<WidgetWall>();

  constructor(
    private readonly sites: SitesRepo,
    private readonly prayersRepo: PrayersRepo,
    private readonly prayers: PrayersService,
    private readonly hearts: HeartsService,
    private readonly intercessions: IntercessionsService,
    private readonly identities: IdentityService,
    private readonly tokens: WidgetTokens,
    private readonly calendar: WallCalendar,
    private readonly clock: () => Date = systemNow,
  ) {}

  async site(siteKey: string): Promise<SiteRecord> {
    const site = await this.sites.byKey(siteKey);
    if (!site) throw new NotFoundError(UNKNOWN_SITE_KEY);
    return site;
  }

  /** Any wall change drops the cached site walls (wired with the main walls in app.ts). */
  wallChanged(): void {
    this.walls.clear();
  }

  /** The same for every viewer: no identity is read, so the answer can be shared. */
  async wall(site: SiteRecord, limit: number): Promise<WidgetWall> {
    const since = wallStart(this.clock(), this.calendar);
    return this.walls.get(`${site.id}:${site.showFlowWall}:${limit}:${since.getTime()}`, async () => {
      const records = await this.prayersRepo.listOnSiteWall(site.id, site.showFlowWall, since, limit);
      return {
        site: { name: site.name, showFlowWall: site.showFlowWall },
        prayerRequests: records.map((r) => ({
          id: r.id,
          content: r.content,
          createdAt: r.createdAt,
          hearts: r.hearts,
          isAnswered: r.isAnswered,
          testimony: r.testimony,
          fromSite: r.fromSite,
        })),
      };
    });
  }

  /** A fresh anonymous identity for this site's widget, as a signed token. */
  async bind(site: SiteRecord): Promise<WidgetIdentity> {
    const anonymousId = await this.identities.bind(undefined);
    return this.tokens.issue(site.id, anonymousId, this.clock());
  }

  /** The identity of a token, when it is intact and issued for this site. */
  identify(site: SiteRecord, token: string | undefined): string | null {
    const claims = this.tokens.verify(token, this.clock());
    return claims && claims.siteId === site.id ? claims.anonymousId : null;
  }

  async create(site: SiteRecord, author: string, content: string): Promise<WidgetCreatedPrayerRequest> {
    const created = await this.prayers.create(author, content, site.id);
    const prayerRequest: WidgetPrayerRequest = {
      id: created.id,
      content: created.content,
      createdAt: created.createdAt,
      hearts: created.hearts,
      isAnswered: created.isAnswered,
      testimony: created.testimony,
      fromSite: true,
    };
    return { prayerRequest, heldForReview: created.heldForReview };
  }

  async pray(site: SiteRecord, id: string, author: string): Promise<PrayResult> {
    await this.onWall(site, id);
    return this.intercessions.pray('prayer_request', id, author);
  }

  async heart(site: SiteRecord, id: string, author: string, body: HeartsBody): Promise<HeartsResult> {
    await this.onWall(site, id);
    return this.hearts.set('prayer_request', id, author, body);
  }

  /** A widget acts only on what its wall may show. */
  private async onWall(site: SiteRecord, id: string): Promise<void> {
    if (!(await this.prayersRepo.isOnSiteWall(id, site.id, site.showFlowWall, wallStart(this.clock(), this.calendar)))) throw new NotFoundError(PRAYER_NOT_FOUND);
  }
}
