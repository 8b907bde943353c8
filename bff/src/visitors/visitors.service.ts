import type { VisitorResult, VisitorStats } from '@flow/contracts';
import { now } from '../platform/clock';
import { countryOf } from './geo';
import type { VisitorsRepo } from './visitors.repo';

export class VisitorsService {
  constructor(private readonly repo: VisitorsRepo) {}

  /** The country comes from the request's address only; whatever the body claims is ignored. */
  async track(anonymousId: string | undefined, address: string | undefined): Promise<VisitorResult> {
    const country = countryOf(address);
    await this.repo.record(anonymousId ?? null, country, now());
    return { country: country?.country ?? null, countryCode: country?.countryCode ?? null };
  }

  stats(): Promise<VisitorStats> {
    return this.repo.stats();
  }
}
