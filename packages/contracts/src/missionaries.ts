import { z } from 'zod';
import { Id, IsoDate } from './common';
import { userText } from './text';

/** Spec 001 §3: the countries a missionary can pick (UK as the spec writes it, not GB). */
export const MISSIONARY_COUNTRIES = ['US', 'UK', 'CA', 'AU', 'DE', 'FR', 'ES', 'IT', 'BR', 'MX', 'IN', 'PH', 'KR', 'JP', 'RU', 'OTHER'] as const;
/** Spec 001 §3: the ministry focus values of the wizard. */
export const MINISTRY_FOCUS = ['general', 'grief', 'family', 'healing', 'anxiety', 'guidance', 'addiction', 'youth', 'marriage', 'financial'] as const;
/** Spec 001 §5: the War Room form's hidden defaults. */
export const WAR_ROOM_DEFAULTS = { country: 'US', languages: ['en'], specialization: 'Prayer Support' } as const;
export const MISSIONARY_NAME_MAX = 100;
export const MISSIONARY_BIO_MAX = 1000;

/** The texts of spec 001 §5, kept as the server's messages; the screens translate by field. */
export const MISSIONARY_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email',
  phoneNumber: 'Please enter a valid phone number',
  country: 'Country is required',
  languages: 'At least one language is required',
  specialization: 'Please select your area of focus',
  agreeToTerms: 'You must agree to the terms and conditions to continue',
} as const;

/**
 * A missionary as anyone may see them: never the real name, e-mail or phone. The bio and photo
 * are null until a moderator has approved them.
 */
export const PublicMissionary = z.object({
  id: Id,
  displayName: z.string(),
  firstName: z.string(),
  country: z.string(),
  languages: z.array(z.string()),
  specialization: z.string(),
  isAI: z.boolean(),
  bio: z.string().nullable(),
  photoUrl: z.string().nullable(),
  prayerCount: z.number().int().min(0),
  createdAt: IsoDate,
});
export type PublicMissionary = z.infer<typeof PublicMissionary>;

export const MissionaryTeam = z.object({
  /** Active prayer warriors, counted on the server. */
  activeCount: z.number().int().min(0),
  missionaries: z.array(PublicMissionary),
});
export type MissionaryTeam = z.infer<typeof MissionaryTeam>;

const optionalEmail = z
  .union([z.literal(''), z.string().trim().max(254).email(MISSIONARY_MESSAGES.email)])
  .optional();

/** The shared sign-up schema of spec 001 §5 (the War Room's form). */
export const MissionarySignUpBody = z.object({
  name: z.string().trim().min(2, MISSIONARY_MESSAGES.name).max(MISSIONARY_NAME_MAX),
  email: optionalEmail,
  phoneNumber: z.string().trim().min(10, MISSIONARY_MESSAGES.phoneNumber).max(32),
  country: z.string().trim().min(2, MISSIONARY_MESSAGES.country).max(16),
  languages: z.array(z.string().trim().min(2).max(16)).min(1, MISSIONARY_MESSAGES.languages).max(20),
  specialization: z.string().trim().min(1, MISSIONARY_MESSAGES.specialization).max(64),
  bio: z.string().trim().max(MISSIONARY_BIO_MAX).optional(),
  agreeToTerms: z.literal(true, { message: MISSIONARY_MESSAGES.agreeToTerms }),
});
export type MissionarySignUpBody = z.infer<typeof MissionarySignUpBody>;

export const MissionarySignUpResult = z.object({ id: Id, displayName: z.string() });
export type MissionarySignUpResult = z.infer<typeof MissionarySignUpResult>;

/** Spec 001 §9: the response counter reads 500; Flow enforces it on the server too. */
export const MISSIONARY_RESPONSE_MAX_LENGTH = 500;

/** The signed-in missionary's own profile (spec 001 §3 "Missionary as shown on screens"). */
export const MissionaryProfile = z.object({
  id: Id,
  name: z.string(),
  displayName: z.string(),
  country: z.string(),
  languages: z.array(z.string()),
  specialization: z.string(),
  bio: z.string().nullable(),
  prayerCount: z.number().int().min(0),
  createdAt: IsoDate,
  isAI: z.boolean(),
});
export type MissionaryProfile = z.infer<typeof MissionaryProfile>;

/** A prayer request assigned to the missionary and not yet answered. */
export const AssignedPrayerRequest = z.object({
  id: Id,
  content: z.string(),
  createdAt: IsoDate,
  hearts: z.number().int().min(0),
  /**
   * A request sent to this missionary alone (Connect with a Missionary), not from the wall:
   * private, and possibly a voice message (`voiceUrl` serves it to the sender and this missionary only).
   */
  direct: z
    .object({ messageType: z.enum(['text', 'voice']), voiceUrl: z.string().nullable(), voiceDuration: z.number().int().min(0).nullable() })
    .optional(),
});
export type AssignedPrayerRequest = z.infer<typeof AssignedPrayerRequest>;
export const AssignedPrayerRequestList = z.array(AssignedPrayerRequest);

export const MissionaryResponse = z.object({
  id: Id,
  prayerRequestId: Id,
  createdAt: IsoDate,
  isRead: z.boolean(),
  responseType: z.enum(['text', 'voice']),
  content: z.string().nullable(),
  voiceDuration: z.number().int().min(0).nullable(),
});
export type MissionaryResponse = z.infer<typeof MissionaryResponse>;
export const MissionaryResponseList = z.array(MissionaryResponse);

export const MissionaryResponseBody = z.object({
  responseType: z.literal('text').default('text'),
  content: userText({ max: MISSIONARY_RESPONSE_MAX_LENGTH, what: 'Response' }),
});
export type MissionaryResponseBody = z.infer<typeof MissionaryResponseBody>;

/** Marking a response read carries nothing; the JSON body is what the CSRF rule asks of a POST. */
export const MarkReadBody = z.object({}).strict();

/** Spec 001 §5/§9: a profile photo is a JPG, PNG or WEBP of at most 5 MB (checked by content). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MESSAGES = {
  type: 'Please upload an image file (JPG, PNG, etc.)',
  size: 'Please upload an image smaller than 5MB',
} as const;

export const WIZARD_MESSAGES = {
  confirmEmail: 'Please enter a valid email address',
  emailsMatch: "Email addresses don't match",
  agreeToTerms: 'You must agree to the Terms of Service',
} as const;

const optionalPhone = z.union([z.literal(''), z.string().trim().min(10, MISSIONARY_MESSAGES.phoneNumber).max(32)]).optional();

/**
 * The wizard's sign-up (spec 001 §5): the shared rules, an e-mail confirmed twice, phone and
 * WhatsApp optional (the wizard marks both optional), the wizard's own terms message.
 */
export const MissionaryWizardBody = z
  .object({
    name: z.string().trim().min(2, MISSIONARY_MESSAGES.name).max(MISSIONARY_NAME_MAX),
    email: z.string().trim().max(254).email(MISSIONARY_MESSAGES.email),
    confirmEmail: z.string().trim().max(254).email(WIZARD_MESSAGES.confirmEmail),
    phoneNumber: optionalPhone,
    whatsappNumber: optionalPhone,
    country: z.enum(MISSIONARY_COUNTRIES, { message: MISSIONARY_MESSAGES.country }),
    languages: z.array(z.string().trim().min(2).max(16)).min(1, MISSIONARY_MESSAGES.languages).max(20),
    specialization: z.enum(MINISTRY_FOCUS, { message: MISSIONARY_MESSAGES.specialization }),
    bio: z.string().trim().max(MISSIONARY_BIO_MAX).optional(),
    emailNotifications: z.boolean().default(true),
    whatsappNotifications: z.boolean().default(false),
    agreeToTerms: z.literal(true, { message: WIZARD_MESSAGES.agreeToTerms }),
  })
  .refine((b) => b.email.toLowerCase() === b.confirmEmail.toLowerCase(), { message: WIZARD_MESSAGES.emailsMatch, path: ['confirmEmail'] });
export type MissionaryWizardBody = z.infer<typeof MissionaryWizardBody>;

export const MissionaryPhotoResult = z.object({ photoUrl: z.string(), awaitingApproval: z.boolean() });
export type MissionaryPhotoResult = z.infer<typeof MissionaryPhotoResult>;
