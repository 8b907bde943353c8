import { z } from 'zod';
import { IsoDate } from './common';
import { endpoint } from './endpoint';
import { userText } from './text';

/** Spec 001 §5/§9: a direct prayer request is at most 500 characters. */
export const CONNECT_TEXT_MAX_LENGTH = 500;
/** Spec 001 §7: the fixed text a voice request is sent with. */
export const CONNECT_VOICE_TEXT = 'Voice message prayer request';
/** Spec 001 §2: the quota the connect page assumes when /api/me has none. */
export const CONNECT_DEFAULT_QUOTA = 3;
/**
 * A voice request is at most 5 minutes; a browser's Opus WebM at its default rate is about
 * 16 kB a second, so 6 MB leaves room for a louder recorder and still bounds what is stored.
 */
export const CONNECT_VOICE_MAX_SECONDS = 300;
export const CONNECT_VOICE_MAX_BYTES = 6 * 1024 * 1024;
/** The multipart field names of POST /api/prayer-connections (spec 001 §7). */
export const CONNECT_FIELDS = ['missionaryId', 'content', 'messageType', 'voiceDuration'] as const;
export const CONNECT_VOICE_FIELD = 'voiceRecording';

export const ConnectMessageType = z.enum(['text', 'voice']);
export type ConnectMessageType = z.infer<typeof ConnectMessageType>;

/**
 * The form fields of POST /api/prayer-connections, checked after the upload streamed. The text
 * of a voice request is the spec's fixed one whatever is sent; a text request needs its text.
 */
export const ConnectFields = z.discriminatedUnion('messageType', [
  z.object({
    messageType: z.literal('text'),
    missionaryId: z.string({ error: 'Choose a missionary to send your prayer request to.' }).min(1, 'Choose a missionary to send your prayer request to.').max(64),
    content: userText({ max: CONNECT_TEXT_MAX_LENGTH, what: 'Prayer request' }),
  }),
  z.object({
    messageType: z.literal('voice'),
    missionaryId: z.string({ error: 'Choose a missionary to send your prayer request to.' }).min(1, 'Choose a missionary to send your prayer request to.').max(64),
    voiceDuration: z.coerce
      .number({ error: 'The recording length is missing.' })
      .int()
      .min(1, 'The recording is empty.')
      .max(CONNECT_VOICE_MAX_SECONDS, 'Voice messages can be at most 5 minutes long.'),
  }),
]);
export type ConnectFields = z.infer<typeof ConnectFields>;

/** What POST /api/prayer-connections answers (the spec leaves the success body open). */
export const PrayerConnection = z.object({
  id: z.string(),
  missionaryId: z.string(),
  status: z.string(),
  messageType: ConnectMessageType,
  createdAt: IsoDate,
});
export type PrayerConnection = z.infer<typeof PrayerConnection>;

/** Where the voice of a direct request is served, only to its sender and its missionary. */
export const CONNECT_VOICE_PATH = '/api/prayer-connections/:id/voice';

export const connectEndpoints = {
  // Multipart (spec 001 §7); the body is read by the route's own streaming parser.
  createPrayerConnection: endpoint('POST', '/api/prayer-connections', undefined, PrayerConnection),
} as const;
