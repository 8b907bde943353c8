import { randomUUID } from 'node:crypto';
import { ErrorReason, type MissionarySignUpBody, type MissionarySignUpResult, type MissionaryTeam } from '@flow/contracts';
import type { UserRecord } from '../accounts/accounts.repo';
import { now } from '../platform/clock';
import { AppError } from '../platform/http/errors';
import { randomDisplayName } from './display-names';
import type { MissionariesRepo } from './missionaries.repo';

export const ALREADY_MISSIONARY = 'This account already has a missionary profile.';
const DISPLAY_NAME_ATTEMPTS = 20;

export class AlreadyMissionaryError extends AppError {
  constructor() {
    super(409, 'conflict', ALREADY_MISSIONARY, undefined, {}, ErrorReason.alreadyMissionary);
  }
}

export class MissionariesService {
  constructor(private readonly repo: MissionariesRepo) {}

  async team(): Promise<MissionaryTeam> {
    const [missionaries, activeCount] = await Promise.all([this.repo.listPublic(), this.repo.countActive()]);
    return { activeCount, missionaries };
  }

  /**
   * Creates the profile of the signed-in account with a display name the server chooses. The
   * e-mail for prayer requests falls back to the account's own address.
   */
  async signUp(user: UserRecord, anonymousId: string | null, body: MissionarySignUpBody): Promise<MissionarySignUpResult> {
    if (await this.repo.idOfUser(user.id)) throw new AlreadyMissionaryError();
    const id = randomUUID();
    const profile = {
      id,
      userId: user.id,
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
    };
    for (let attempt = 0; attempt < DISPLAY_NAME_ATTEMPTS; attempt++) {
      const displayName = randomDisplayName(attempt);
      const outcome = await this.repo.insert(profile, displayName, now());
      if (outcome === 'inserted') return { id, displayName };
      if (outcome === 'account_taken') throw new AlreadyMissionaryError();
    }
    throw new Error('no free display name after many attempts');
  }
}
