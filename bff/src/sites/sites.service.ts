import { randomBytes, randomUUID } from 'node:crypto';
import { ErrorCode, SITES_PER_ACCOUNT, type ChurchSite, type ChurchSiteInput } from '@flow/contracts';
import { AppError, NotFoundError } from '../platform/http/errors';
import { now } from '../platform/clock';
import type { SiteRecord, SitesRepo } from './sites.repo';

export const SITE_NOT_FOUND = 'Church site not found';
export const TOO_MANY_SITES = `You can register at most ${SITES_PER_ACCOUNT} church sites.`;

/** A fresh public site key (`site_` + 24 url-safe characters). */
export const newSiteKey = () => `site_${randomBytes(18).toString('base64url')}`;

const view = (site: SiteRecord): ChurchSite => ({
  id: site.id,
  name: site.name,
  origins: site.origins,
  siteKey: site.siteKey,
  showFlowWall: site.showFlowWall,
  createdAt: site.createdAt,
});

/** A signed-in person's church sites: register, change, rotate the key, remove. */
export class SitesService {
  constructor(private readonly repo: SitesRepo) {}

  async list(ownerUserId: string): Promise<ChurchSite[]> {
    return (await this.repo.byOwner(ownerUserId)).map(view);
  }

  async create(ownerUserId: string, input: ChurchSiteInput): Promise<ChurchSite> {
    if ((await this.repo.countByOwner(ownerUserId)) >= SITES_PER_ACCOUNT) {
      throw new AppError(409, ErrorCode.conflict, TOO_MANY_SITES);
    }
    const site: SiteRecord = {
      id: randomUUID(),
      ownerUserId,
      name: input.name,
      siteKey: newSiteKey(),
      origins: input.origins,
      showFlowWall: input.showFlowWall,
      createdAt: now().toISOString(),
    };
    await this.repo.insert(site);
    return view(site);
  }

  async update(ownerUserId: string, id: string, input: ChurchSiteInput): Promise<ChurchSite> {
    if (!(await this.repo.update(id, ownerUserId, input))) throw new NotFoundError(SITE_NOT_FOUND);
    return this.owned(ownerUserId, id);
  }

  /** The old key stops working at once; widgets pasted with it show their error state. */
  async rotateKey(ownerUserId: string, id: string): Promise<ChurchSite> {
    if (!(await this.repo.setKey(id, ownerUserId, newSiteKey()))) throw new NotFoundError(SITE_NOT_FOUND);
    return this.owned(ownerUserId, id);
  }

  /** Requests already shared from the site stay on Flow's wall; they are no longer grouped under it. */
  async remove(ownerUserId: string, id: string): Promise<void> {
    if (!(await this.repo.remove(id, ownerUserId))) throw new NotFoundError(SITE_NOT_FOUND);
  }

  private async owned(ownerUserId: string, id: string): Promise<ChurchSite> {
    const site = await this.repo.byId(id);
    if (!site || site.ownerUserId !== ownerUserId) throw new NotFoundError(SITE_NOT_FOUND);
    return view(site);
  }
}
