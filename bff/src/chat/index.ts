import { ServerResponse, type IncomingMessage } from 'node:http';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { AccountsModule } from '../accounts';
import type { CrisisService } from '../crisis/crisis.service';
import { readIdentityCookie } from '../identity/identity.cookie';
import { flagForAttention } from '../moderation/flags';
import type { AiConfig, AiEngine } from '../platform/ai';
import type { Cache } from '../platform/cache';
import type { Db } from '../platform/db/knex';
import { originAllowed } from '../platform/http/origin';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import type { Logger } from '../platform/logger';
import type { MediaStore } from '../platform/media';
import type { SocketExtension } from '../platform/ws';
import { AiHelper } from './ai/helper';
import { OpenAiChatWriter } from './ai/writer';
import { ChatEvents } from './chat.events';
import { ChatHub, type SocketCredentials } from './chat.hub';
import { ChatRepo } from './chat.repo';
import { chatRoutes } from './chat.routes';
import { ChatService } from './chat.service';

export { ChatService } from './chat.service';
export { ChatHub } from './chat.hub';

export interface ChatModule {
  service: ChatService;
  routes(rateLimit: RateLimit): Router<AppState>;
  /** The chat side of /ws for a serving instance; `start()` resolves when its subscription is live. */
  socket(app: Koa<AppState>): { hub: ChatHub; extension: SocketExtension };
}

export function createChat(deps: {
  db: Db;
  cache: Cache;
  logger: Logger;
  accounts: Pick<AccountsModule, 'sessions' | 'signedInUser'>;
  engine: AiEngine;
  aiConfig: AiConfig;
  crisis: CrisisService;
  /** The app's media store; recordings go to its private chat folder. */
  media: MediaStore;
  unansweredMinutes: number;
  /** How often open sockets' sessions are read again (FLOW_CHAT_SESSION_RECHECK_SECONDS). */
  sessionRecheckMs: number;
  allowedOrigins: readonly string[];
}): ChatModule {
  const repo = new ChatRepo(deps.db);
  const events = new ChatEvents(deps.cache, deps.logger);
  const openai = deps.aiConfig.openai;
  const helper = new AiHelper(deps.engine, openai ? new OpenAiChatWriter({ ...openai, timeoutMs: deps.aiConfig.timeoutMs }) : null);
  const service = new ChatService(repo, deps.media, events, helper, deps.logger, {
    unansweredMinutes: deps.unansweredMinutes,
    crisisLines: (address, language) => deps.crisis.linesFor(address, language),
    async flagForReview(roomId, messageId) {
      deps.logger.warn({ roomId }, 'chat room flagged for review: a message about danger or self-harm');
      await flagForAttention(deps.db, 'chat_message', messageId, 'distress', new Date());
    },
  });

  const { sessions, signedInUser } = deps.accounts;
  const missionaryIdOf = async (ctx: AppContext) => {
    const user = await signedInUser(ctx);
    return { signedIn: user !== null, missionaryId: user ? await service.missionaryIdOfUser(user.id) : null };
  };
  const allowed = new Set(deps.allowedOrigins);

  return {
    service,
    routes: (rateLimit) => chatRoutes({ chat: service, rateLimit, missionaryIdOf }),
    socket(app) {
      // The handshake is read through a Koa context, so the signed cookies, the proxy settings and
      // the session store are exactly the HTTP routes' (koa-websocket does the same internally).
      const contextOf = (req: IncomingMessage) => app.createContext(req, new ServerResponse(req)) as unknown as AppContext;
      const authenticate = async (req: IncomingMessage): Promise<SocketCredentials> => {
        const ctx = contextOf(req);
        const { signedIn, missionaryId } = await missionaryIdOf(ctx);
        // A socket opened signed in is tied to that session and closes when it ends: the account's
        // rooms (as missionary, or as the visitor identity sign-out replaces) stay behind.
        return { anonymousId: readIdentityCookie(ctx) ?? null, missionaryId, sessionKey: signedIn ? sessions.keyOf(ctx) : null };
      };
      const hub = new ChatHub(service, events, deps.cache, deps.logger, authenticate, (key) => sessions.isLive(key), deps.sessionRecheckMs);
      return {
        hub,
        extension: {
          // The same rule as the CSRF guard: browsers always state it; other clients cannot carry a
          // victim's cookies anyway.
          allowOrigin: (req) => originAllowed(contextOf(req), allowed),
          connection: (socket, req) => hub.connection(socket, req),
        },
      };
    },
  };
}
