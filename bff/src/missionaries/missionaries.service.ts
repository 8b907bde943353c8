import { randomUUID } from 'node:crypto';
import {
  ErrorReason,
  type AssignedPrayerRequest,
  type MissionaryProfile,
  type MissionaryResponse,
  type MissionarySignUpBody,
  type MissionarySignUpResult,
  type MissionaryWizardBody,
  type MissionaryPhotoResult,
  ErrorCode,
  PHOTO_MESSAGES,
  type MissionaryTeam,
} from '@flow/contracts';
import type { UserRecord } from '../accounts/accounts.repo';
import { now } from '../platform/clock';
import { AppError, ForbiddenError, NotFoundError, BadRequestError } from '../platform/http/errors';
import { prepareText } from '../wall-items/text';
import { randomDisplayName } from './display-names';
import type { MissionariesRepo, NewMissionary } from './missionaries.repo';
import { PHOTO_FOLDER, type MediaStore } from '../platform/media';
import type { Logger } from '../platform/logger';
import { NotAnImageError, reencodePhoto } from './photo';

export const ALREADY_MISSIONARY = 'This account already has a missionary profile.';
export const NOT_A_MISSIONARY = 'You need to be a registered missionary to access this dashboard.';
export const NOT_YOUR_PROFILE = 'You can only open your own missionary dashboard.';
export const RESPONSE_NOT_FOUND = 'There is no such answer to your prayer requests.';
export const NOT_ASSIGNED = 'This prayer request is not waiting for your response.';
/** A missionary's answer that the content filter would hold is not sent to the requester at all. */
export const ANSWER_HELD = 'This answer cannot be sent as written. Please write it again with words of support.';
const DISPLAY_NAME_ATTEMPTS = 20;

export class AlreadyMissionaryError extends AppError {
  constructor() {
    super(409, 'conflict', ALREADY_MISSIONARY, undefined, {}, ErrorReason.alreadyMissionary);
  }
}

export class PhotoTypeError extends AppError {
  constructor() {
    super(400, ErrorCode.badRequest, PHOTO_MESSAGES.type, undefined, {}, ErrorReason.photoType);
  }
}

export class PhotoTooLargeError extends AppError {
  constructor() {
    // Answered at once; Node then reads and drops whatever the client still sends (nothing of it
    // is kept), so the browser gets this answer instead of a reset connection.
    super(413, ErrorCode.payloadTooLarge, PHOTO_MESSAGES.size, undefined, {}, ErrorReason.photoTooLarge);
  }
}

export class MissionariesService {
  constructor(
    private readonly repo: MissionariesRepo,
    private readonly media: MediaStore,
    private readonly logger: Logger,
  ) {}

  async team(): Promise<MissionaryTeam> {
    const [missionaries, activeCount] = await Promise.all([this.repo.listPublic(), this.repo.countActive()]);
    return { activeCount, missionaries };
  }

  /**
   * Creates the profile of the signed-in account with a display name the server chooses. The
   * e-mail for prayer requests falls back to the account's own address.
   */
  async signUp(user: UserRecord, anonymousId: string | null, body: MissionarySignUpBody): Promise<MissionarySignUpResult> {
    return this.create(user, {
      anonymousId,
      name: body.name,
      email: body.email || user.email,
      phoneNumber: body.phoneNumber,
      whatsappNumber: body.phoneNumber,
      bio: body.bio || null,
      country: body.country,
      languages: [...new Set(body.languages)],
      specialization: body.specialization,
      emailNotifications: true,
      whatsappNotifications: false,
    });
  }

  /** The join wizard: the same profile with the wizard's fields. */
  async signUpWizard(user: UserRecord, anonymousId: string | null, body: MissionaryWizardBody): Promise<MissionarySignUpResult> {
    return this.create(user, {
      anonymousId,
      name: body.name,
      email: body.email,
      phoneNumber: body.phoneNumber || null,
      whatsappNumber: body.whatsappNumber || null,
      bio: body.bio || null,
      country: body.country,
      languages: [...new Set(body.languages)],
      specialization: body.specialization,
      emailNotifications: body.emailNotifications,
      whatsappNotifications: body.whatsappNotifications,
    });
  }

  private async create(user: UserRecord, fields: Omit<NewMissionary, 'id' | 'userId'>): Promise<MissionarySignUpResult> {
    if (await this.repo.idOfUser(user.id)) throw new AlreadyMissionaryError();
    const id = randomUUID();
    const profile: NewMissionary = { id, userId: user.id, ...fields };
    for (let attempt = 0; attempt < DISPLAY_NAME_ATTEMPTS; attempt++) {
      const displayName = randomDisplayName(attempt);
      const outcome = await this.repo.insert(profile, displayName, now());
      if (outcome === 'inserted') return { id, displayName };
      if (outcome === 'account_taken') throw new AlreadyMissionaryError();
    }
    throw new Error('no free display name after many attempts');
  }

  /** Re-encodes and stores the photo; it waits for a moderator before anyone else sees it. */
  async setPhoto(missionaryId: string, upload: Buffer): Promise<MissionaryPhotoResult> {
    let photo: Buffer;
    try {
      photo = await reencodePhoto(upload);
    } catch (err) {
      if (err instanceof NotAnImageError) throw new PhotoTypeError();
      throw err;
    }
    const url = await this.media.put(PHOTO_FOLDER, photo, 'jpg');
    const replaced = await this.repo.setPhoto(missionaryId, url, now());
    if (replaced && replaced !== url) {
      await this.media.remove(replaced).catch((err: unknown) => this.logger.warn({ err }, 'could not remove a replaced missionary photo'));
    }
    return { photoUrl: url, awaitingApproval: true };
  }

  /** The missionary id of this account, or 403 (the photo call has no id in its path). */
  async idOf(user: UserRecord): Promise<string> {
    return (await this.profileOf(user)).id;
  }

  /** The account's own profile, or 403: the session is the only missionary credential. */
  async profileOf(user: UserRecord): Promise<MissionaryProfile> {
    const profile = await this.repo.profileOfUser(user.id);
    if (!profile) throw new ForbiddenError(NOT_A_MISSIONARY);
    return profile;
  }

  /** The session's missionary id when `claimedId` is it; any other id (guessed, forged) is 403. */
  async authorise(user: UserRecord, claimedId: string): Promise<string> {
    const { id } = await this.profileOf(user);
    if (id !== claimedId) throw new ForbiddenError(NOT_YOUR_PROFILE);
    return id;
  }

  pendingRequests(missionaryId: string): Promise<AssignedPrayerRequest[]> {
    return this.repo.pendingRequests(missionaryId);
  }

  /** The response goes through the wall's content filter and contact masking before it is stored. */
  async respond(missionaryId: string, requestId: string, text: string): Promise<MissionaryResponse> {
    const { content, held } = prepareText(text);
    // The filter's replacement text would reach the requester as if the missionary had written it.
    if (held) throw new BadRequestError(ANSWER_HELD);
    const response = await this.repo.respond(missionaryId, requestId, content, now());
    if (!response) throw new ForbiddenError(NOT_ASSIGNED);
    return response;
  }

  responses(missionaryId: string): Promise<MissionaryResponse[]> {
    return this.repo.responses(missionaryId);
  }

  /** The requester's answers: "A missionary prayed for you", on their own requests only. */
  prayedFor(anonymousId: string): Promise<MissionaryResponse[]> {
    return this.repo.responsesForAuthor(anonymousId);
  }

  async markRead(anonymousId: string, responseId: string): Promise<MissionaryResponse> {
    const response = await this.repo.markRead(anonymousId, responseId);
    // 404 for someone else's answer as for a missing one: whether it exists is not theirs to learn.
    if (!response) throw new NotFoundError(RESPONSE_NOT_FOUND);
    return response;
  }
}
