import { randomUUID } from 'node:crypto';
import {
  CONNECT_VOICE_TEXT,
  ErrorCode,
  ErrorReason,
  isPremiumActive,
  type ConnectFields,
  type PrayerConnection,
} from '@flow/contracts';
import type { UserRecord } from '../accounts/accounts.repo';
import type { QuotaService } from '../billing/quota.service';
import { QuotaReachedError } from '../billing/quota.service';
import { now } from '../platform/clock';
import { AppError, ForbiddenError, NotFoundError } from '../platform/http/errors';
import type { Logger } from '../platform/logger';
import { VOICE_FOLDER, type MediaStore } from '../platform/media';
import type { ConnectionsRepo } from './connections.repo';

export const PREMIUM_REQUIRED = 'Connecting with a missionary needs a Premium plan (£9.99/month).';
export const MISSIONARY_UNAVAILABLE = 'This missionary cannot receive prayer requests right now. Please choose another.';
export const VOICE_NOT_FOUND = 'This voice message was not found.';

export class MissionaryUnavailableError extends AppError {
  constructor() {
    super(400, ErrorCode.badRequest, MISSIONARY_UNAVAILABLE, [{ path: 'missionaryId', message: MISSIONARY_UNAVAILABLE }], {}, ErrorReason.missionaryUnavailable);
  }
}

/**
 * Connect with a Missionary (spec 001 §2): a premium member's private prayer request, in text or
 * voice, to one human missionary, paid for by one unit of the plan's allowance.
 */
export class ConnectionsService {
  constructor(
    private readonly repo: ConnectionsRepo,
    private readonly quota: QuotaService,
    private readonly media: MediaStore,
    private readonly logger: Logger,
    private readonly historyChanged: (userId: string) => Promise<void>,
  ) {}

  /**
   * Checked before the upload is read, so a refused request costs no bandwidth: Premium, and a
   * unit left this month and week. The unit itself is only spent when the request is created.
   */
  async admit(user: UserRecord): Promise<void> {
    const account = await this.quota.account(user);
    if (!isPremiumActive(account)) throw new ForbiddenError(PREMIUM_REQUIRED, ErrorReason.premiumRequired);
    if (account.remaining <= 0) throw new QuotaReachedError('month');
    if (account.weekRemaining !== null && account.weekRemaining <= 0) throw new QuotaReachedError('week');
  }

  async create(user: UserRecord, fields: ConnectFields, voice: Buffer | null): Promise<PrayerConnection> {
    // The plan may have changed while the upload streamed; spend() below settles the allowance.
    const allowance = await this.quota.allowance(user.id);
    if (!isPremiumActive(allowance)) throw new ForbiddenError(PREMIUM_REQUIRED, ErrorReason.premiumRequired);
    if (!(await this.repo.isReachableMissionary(fields.missionaryId))) throw new MissionaryUnavailableError();
    const voiceUrl = fields.messageType === 'voice' && voice ? await this.media.put(VOICE_FOLDER, voice, 'webm') : null;
    const at = now();
    try {
      const connection = await this.quota.spend(
        user.id,
        (trx) =>
          this.repo.insert(
            trx,
            {
              id: randomUUID(),
              userId: user.id,
              anonymousId: user.anonymousId,
              missionaryId: fields.missionaryId,
              messageType: fields.messageType,
              content: fields.messageType === 'text' ? fields.content : CONNECT_VOICE_TEXT,
              voiceUrl,
              voiceDuration: fields.messageType === 'voice' ? fields.voiceDuration : null,
            },
            at,
          ),
        at,
      );
      await this.historyChanged(user.id).catch((err: unknown) => this.logger.warn({ err: String(err) }, 'prayer history not refreshed'));
      return connection;
    } catch (err) {
      // Nothing was created: the recording must not outlive the refused request.
      if (voiceUrl) await this.media.remove(voiceUrl).catch((e: unknown) => this.logger.warn({ err: String(e) }, 'orphan voice file not removed'));
      throw err;
    }
  }

  /** The recording, for its sender or its missionary only; anyone else gets the same 404 as a missing one. */
  async voice(user: UserRecord, id: string): Promise<Buffer> {
    const access = await this.repo.voiceAccess(id);
    if (!access || (access.userId !== user.id && access.missionaryUserId !== user.id)) throw new NotFoundError(VOICE_NOT_FOUND);
    const bytes = await this.media.get(access.voiceUrl);
    if (!bytes) throw new NotFoundError(VOICE_NOT_FOUND);
    return bytes;
  }
}
