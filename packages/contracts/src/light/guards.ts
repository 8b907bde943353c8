// Type-only imports: the zod schemas stay the single source of these types, and none of their
// code is bundled here.
import type {
  AuthUser,
  CareNote,
  CommunityStats,
  CrisisLinesResult,
  DailyVerse,
  IdentityResult,
  MissionaryResponse,
  PostPage,
  PrayerRequestPage,
  RemotesManifest,
  SiteInfo,
  TranslationStatus,
  VisitorResult,
  VisitorStats,
  WallEvent,
} from '../index';
import { lightSchemas, type LightSchemaName } from './schemas.generated';
import { firstViolation, type JsonSchema } from './validate';

/** An answer that does not have the shape its contract promises. */
export class ContractViolation extends Error {
  constructor(
    readonly contract: LightSchemaName,
    readonly at: string,
  ) {
    super(`${contract}: unexpected value at ${at}`);
    this.name = 'ContractViolation';
  }
}

function guard<T>(name: LightSchemaName) {
  const schema = lightSchemas[name] as JsonSchema;
  return {
    /** The value itself, typed, when it conforms; throws ContractViolation otherwise. */
    parse(value: unknown): T {
      const at = firstViolation(schema, value);
      if (at !== null) throw new ContractViolation(name, at);
      return value as T;
    },
    is(value: unknown): value is T {
      return firstViolation(schema, value) === null;
    },
  };
}

export const lightGuards = {
  IdentityResult: guard<IdentityResult>('IdentityResult'),
  RemotesManifest: guard<RemotesManifest>('RemotesManifest'),
  AuthUser: guard<AuthUser>('AuthUser'),
  PostPage: guard<PostPage>('PostPage'),
  PrayerRequestPage: guard<PrayerRequestPage>('PrayerRequestPage'),
  CommunityStats: guard<CommunityStats>('CommunityStats'),
  VisitorResult: guard<VisitorResult>('VisitorResult'),
  VisitorStats: guard<VisitorStats>('VisitorStats'),
  DailyVerse: guard<DailyVerse>('DailyVerse'),
  CrisisLinesResult: guard<CrisisLinesResult>('CrisisLinesResult'),
  MissionaryResponseList: guard<MissionaryResponse[]>('MissionaryResponseList'),
  WallEvent: guard<WallEvent>('WallEvent'),
  SiteInfo: guard<SiteInfo>('SiteInfo'),
  TranslationStatus: guard<TranslationStatus>('TranslationStatus'),
  CareNoteList: guard<CareNote[]>('CareNoteList'),
} satisfies Record<LightSchemaName, unknown>;
