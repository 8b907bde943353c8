import Router from '@koa/router';
import type { Middleware } from 'koa';
import { ChatErrorReason, ChatMessagesQuery, ChatVoiceQuery, CHAT_VOICE_TYPE, chatEndpoints } from '@flow/contracts';
import { SignInRequiredError } from '../accounts/accounts.service';
import { readIdentityCookie } from '../identity/identity.cookie';
import { ANONYMOUS_ID_HEADER, identity, requireAnonymousId } from '../identity/identity.middleware';
import { requestAddress } from '../platform/http/client-address';
import { ForbiddenError, IdentityMismatchError, RateLimitedError } from '../platform/http/errors';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import { helperLanguage } from './ai/helper';
import type { ChatCredentials, ChatService } from './chat.service';

export interface ChatRouteDeps {
  chat: ChatService;
  rateLimit: RateLimit;
  /** The signed-in missionary of this request (server-side session), or null. */
  missionaryIdOf(ctx: AppContext): Promise<{ signedIn: boolean; missionaryId: string | null }>;
}

export const CHAT_RATE_LIMITED = "You're sending messages very quickly. Please wait a moment and try again.";

const createRoom = { body: chatEndpoints.createChatRoom.body };
const send = { body: chatEndpoints.sendChatMessage.body };
const topic = { body: chatEndpoints.chooseChatTopic.body };
const read = { body: chatEndpoints.markChatRead.body };
const list = { query: ChatMessagesQuery };
const voice = { query: ChatVoiceQuery };

export function chatRoutes(deps: ChatRouteDeps): Router<AppState> {
  const { chat } = deps;
  const router = new Router<AppState>();

  // The chat's own words for its limit, under the same shared (Redis) counters as every limit.
  const limited: Middleware<AppState> = async (ctx, next) => {
    try {
      await deps.rateLimit('chat')(ctx, async () => undefined);
    } catch (err) {
      if (err instanceof RateLimitedError) throw new RateLimitedError(Number(err.headers['Retry-After'] ?? 1), CHAT_RATE_LIMITED, ChatErrorReason.rateLimited);
      throw err;
    }
    await next();
  };

  // Either member may write: the visitor by cookie, the missionary by session (with or without an
  // identity cookie of their own). A client announcing another id than its cookie is out of step.
  const member: Middleware<AppState> = async (ctx, next) => {
    const bound = readIdentityCookie(ctx);
    ctx.state.anonymousId = bound;
    const announced = ctx.get(ANONYMOUS_ID_HEADER);
    if (announced && bound && announced !== bound) throw new IdentityMismatchError();
    await next();
  };

  const creds = async (ctx: AppContext): Promise<ChatCredentials> => ({
    anonymousId: ctx.state.anonymousId ?? null,
    missionaryId: (await deps.missionaryIdOf(ctx)).missionaryId,
  });
  const param = (ctx: AppContext, name: string) => (ctx as AppContext & { params: Record<string, string> }).params[name] ?? '';
  const language = (ctx: AppContext, given: string | undefined) => helperLanguage(given ?? (ctx.acceptsLanguages('en', 'pt-BR', 'es', 'fr', 'zh-CN', 'ko', 'ja', 'hi', 'ru') || 'en'));

  // The room belongs to the cookie's identity; a body naming someone else is out of step with it.
  router.post(chatEndpoints.createChatRoom.path, limited, identity(), validate(createRoom), async (ctx) => {
    const body = inputOf(ctx, createRoom).body;
    const anonymousId = requireAnonymousId(ctx.state);
    if (body.userAnonymousId && body.userAnonymousId !== anonymousId) throw new IdentityMismatchError();
    const { room, created } = await chat.createRoom(anonymousId, body.missionaryId, language(ctx, body.language));
    ctx.status = created ? 201 : 200;
    ctx.body = room;
  });

  router.get(chatEndpoints.myChatRooms.path, identity(), async (ctx) => {
    ctx.body = ctx.state.anonymousId ? await chat.myRooms(ctx.state.anonymousId) : [];
  });

  router.get(chatEndpoints.chatRoom.path, member, async (ctx) => {
    ctx.body = await chat.room(param(ctx, 'roomId'), await creds(ctx));
  });

  router.get(chatEndpoints.chatMessages.path, member, validate(list), async (ctx) => {
    ctx.body = await chat.messages(param(ctx, 'roomId'), await creds(ctx), inputOf(ctx, list).query.after);
  });

  router.post(chatEndpoints.sendChatMessage.path, limited, member, validate(send), async (ctx) => {
    const body = inputOf(ctx, send).body;
    if (body.senderAnonymousId && body.senderAnonymousId !== ctx.state.anonymousId) throw new IdentityMismatchError();
    ctx.status = 201;
    ctx.body = await chat.send(
      await creds(ctx),
      { chatRoomId: body.chatRoomId, content: body.content, metadata: body.metadata, quickReply: body.quickReply ?? body.isRead, clientMessageId: body.clientMessageId },
      requestAddress(ctx),
    );
  });

  // Membership is checked before a byte of the recording is read; then it streams through the limits.
  router.put(chatEndpoints.sendChatVoice.path, limited, member, validate(voice), async (ctx) => {
    ctx.status = 201;
    ctx.body = await chat.sendVoice(await creds(ctx), param(ctx, 'roomId'), ctx.req, inputOf(ctx, voice).query.clientMessageId);
  });

  router.get(chatEndpoints.chatVoice.path, member, async (ctx) => {
    const bytes = await chat.voice(await creds(ctx), param(ctx, 'messageId'));
    ctx.type = CHAT_VOICE_TYPE;
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = bytes;
  });

  router.post(chatEndpoints.chooseChatTopic.path, limited, member, validate(topic), async (ctx) => {
    const body = inputOf(ctx, topic).body;
    ctx.body = await chat.chooseTopic(await creds(ctx), param(ctx, 'roomId'), body.topic, body.language ?? null);
  });

  router.post(chatEndpoints.markChatRead.path, member, validate(read), async (ctx) => {
    ctx.body = { marked: await chat.markRead(await creds(ctx), param(ctx, 'roomId')) };
  });

  router.get(chatEndpoints.missionaryChatRooms.path, async (ctx) => {
    const { signedIn, missionaryId } = await deps.missionaryIdOf(ctx);
    if (!signedIn) throw new SignInRequiredError();
    if (!missionaryId) throw new ForbiddenError('You need a missionary profile to see chats.');
    ctx.body = await chat.missionaryRooms(missionaryId);
  });

  return router;
}
