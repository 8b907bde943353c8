import { randomBytes } from 'node:crypto';
import { ANONYMOUS_ID_PATTERN } from '@flow/contracts';
import { now } from '../platform/clock';
import type { IdentityRepo } from './identity.repo';

/** `anon_` + 24 url-safe characters (144 random bits). */
export function generateAnonymousId(): string {
  return `anon_${randomBytes(18).toString('base64url')}`;
}

export class IdentityService {
  constructor(
    private readonly repo: IdentityRepo,
    private readonly generate: () => string = generateAnonymousId,
  ) {}

  /**
   * The id to bind to a browser that has none yet. The browser's own id is honoured only if
   * nobody holds it; otherwise it could take over someone else's hearts and posts by sending it.
   */
  async bind(requested: string | undefined): Promise<string> {
    if (requested && ANONYMOUS_ID_PATTERN.test(requested) && (await this.repo.tryInsert(requested, now()))) {
      return requested;
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const id = this.generate();
      if (await this.repo.tryInsert(id, now())) return id;
    }
    throw new Error('Could not allocate a fresh anonymous id');
  }

  /** Keeps the registry complete for a cookie issued before a database reset. */
  async confirm(anonymousId: string): Promise<void> {
    await this.repo.tryInsert(anonymousId, now());
  }
}
