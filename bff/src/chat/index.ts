import { ServerResponse, type IncomingMessage } from 'node:http';
import path from 'node:path';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { AccountsModule } from '../accounts';
import type { CrisisService } from '../crisis/crisis.service';
import { readIdentityCookie } from '../identity/identity.cookie';
import { flagForAttention } from '../moderation/flags';
import type { AiConfig, AiEngine } from '../platform/ai';
import type { Cache } from '../platform/cache';
import type { Db } from '../platform/db/knex';
import { ownOrigin } from '../platform/http/origin';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import type { Logger } from '../platform/logger';
import { LocalMediaStore } from '../platform/media';
import type { SocketExtension } from '../platform/ws';
import { AiHelper } from './ai/helper';
import { OpenAiChatWriter } from './ai/writer';
import { ChatEvents } from './chat.events';
import { ChatHub } from './chat.hub';
import { ChatRepo } from './chat.repo';
import { chatRoutes } from './chat.routes';
import { ChatService, type ChatCredentials } from './chat.service';

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
  accounts: Pick<AccountsModule, 'service' | 'sessions'>;
  engine: AiEngine;
  aiConfig: AiConfig;
  crisis: CrisisService;
  mediaDir: string;
  unansweredMinutes: number;
  allowedOrigins: readonly string[];
}): ChatModule {
  const repo = new ChatRepo(deps.db);
  const events = new ChatEvents(deps.cache, deps.logger);
  // Recordings live beside the public media folder, not in it: only their guarded route serves them.
  const media = new LocalMediaStore(path.join(path.dirname(deps.mediaDir), 'chat-media'));
  const openai = deps.aiConfig.openai;
  const helper = new AiHelper(deps.engine, openai ? new OpenAiChatWriter({ ...openai, timeoutMs: deps.aiConfig.timeoutMs }) : null);
  const service = new ChatService(repo, media, events, helper, deps.logger, {
    unansweredMinutes: deps.unansweredMinutes,
    crisisLines: (address, language) => deps.crisis.linesFor(address, language),
    async flagForReview(roomId, messageId) {
      deps.logger.warn({ roomId }, 'chat room flagged for review: the visitor wrote about danger or self-harm');
      await flagForAttention(deps.db, 'chat_message', messageId, 'distress', new Date());
    },
  });

  const { sessions, service: accounts } = deps.accounts;
  const missionaryIdOf = async (ctx: AppContext) => {
    const session = await sessions.load(ctx);
    const user = session ? await accounts.userById(session.userId) : null;
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
      const authenticate = async (req: IncomingMessage): Promise<ChatCredentials> => {
        const ctx = contextOf(req);
        return { anonymousId: readIdentityCookie(ctx) ?? null, missionaryId: (await missionaryIdOf(ctx)).missionaryId };
      };
      const hub = new ChatHub(service, events, deps.cache, deps.logger, authenticate);
      return {
        hub,
        extension: {
          allowOrigin(req) {
            const origin = req.headers.origin;
            // Browsers always send it; other clients cannot carry a victim's cookies anyway.
            if (!origin) return true;
            return origin === ownOrigin(contextOf(req)) || allowed.has(origin);
          },
          connection: (socket, req) => hub.connection(socket, req),
        },
      };
    },
  };
}
