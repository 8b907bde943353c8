import Router from '@koa/router';
import {
  CONNECT_FIELDS,
  CONNECT_VOICE_FIELD,
  CONNECT_VOICE_MAX_BYTES,
  CONNECT_VOICE_PATH,
  ConnectFields,
  ErrorCode,
  ErrorReason,
  endpoints,
} from '@flow/contracts';
import type { UserRecord } from '../accounts/accounts.repo';
import { SignInRequiredError } from '../accounts/accounts.service';
import { AppError, BadRequestError, ValidationError } from '../platform/http/errors';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import { parseFields } from '../platform/http/validate';
import { isWebm, MalformedUploadError, readMultipart, UploadTypeError } from '../platform/media/multipart';
import { UploadTooLargeError } from '../platform/media/upload';
import type { ConnectionsService } from './connections.service';

export const VOICE_TYPE_MESSAGE = 'Voice messages must be WebM audio recordings.';
export const VOICE_SIZE_MESSAGE = 'This recording is too large. Voice messages can be at most 5 minutes long.';
export const VOICE_MISSING_MESSAGE = 'Record a voice message with your prayer request.';

class VoiceTypeError extends AppError {
  constructor() {
    super(415, ErrorCode.unsupportedMediaType, VOICE_TYPE_MESSAGE, undefined, {}, ErrorReason.voiceType);
  }
}
class VoiceTooLargeError extends AppError {
  constructor() {
    super(413, ErrorCode.payloadTooLarge, VOICE_SIZE_MESSAGE, undefined, {}, ErrorReason.voiceTooLarge);
  }
}

export interface ConnectionsRouteDeps {
  connections: ConnectionsService;
  rateLimit: RateLimit;
  signedInUser(ctx: AppContext): Promise<UserRecord | null>;
}

/** Enough of a WebM file to see its EBML header and DocType. */
const WEBM_SNIFF_BYTES = 40;
/** 500 characters of any script, in UTF-8, with room to spare. */
const FIELD_MAX_BYTES = 4 * 1024;

export function connectionsRoutes(deps: ConnectionsRouteDeps): Router<AppState> {
  const router = new Router<AppState>();
  const signedIn = async (ctx: AppContext) => {
    const user = await deps.signedInUser(ctx);
    if (!user) throw new SignInRequiredError();
    return user;
  };

  // Sign-in, Premium and a unit left are checked before a byte of the form is read.
  router.post(endpoints.createPrayerConnection.path, deps.rateLimit('connect'), async (ctx) => {
    const user = await signedIn(ctx);
    await deps.connections.admit(user);
    let form;
    try {
      form = await readMultipart(ctx.req, {
        fileField: CONNECT_VOICE_FIELD,
        maxFileBytes: CONNECT_VOICE_MAX_BYTES,
        fields: CONNECT_FIELDS,
        maxFieldBytes: FIELD_MAX_BYTES,
        sniffBytes: WEBM_SNIFF_BYTES,
        sniff: isWebm,
      });
    } catch (err) {
      if (err instanceof UploadTooLargeError) throw new VoiceTooLargeError();
      if (err instanceof UploadTypeError) throw new VoiceTypeError();
      if (err instanceof MalformedUploadError) throw new BadRequestError(err.message);
      throw err;
    }
    const fields = parseFields(ConnectFields, form.fields);
    if (fields.messageType === 'voice' && !form.file) {
      throw new ValidationError(VOICE_MISSING_MESSAGE, [{ path: CONNECT_VOICE_FIELD, message: VOICE_MISSING_MESSAGE }]);
    }
    ctx.status = 201;
    ctx.body = await deps.connections.create(user, fields, fields.messageType === 'voice' ? form.file : null);
  });

  router.get(CONNECT_VOICE_PATH, async (ctx) => {
    const bytes = await deps.connections.voice(await signedIn(ctx), ctx.params.id ?? '');
    ctx.type = 'audio/webm';
    // Private to two people: no shared cache may keep it, and the browser must not guess its type.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', 'inline');
    ctx.body = bytes;
  });
  return router;
}
