import Router from '@koa/router';
import { endpoints, PushSubscriptionBody, PushUnsubscribeBody } from '@flow/contracts';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { NotificationsService } from './notifications.service';

const subscribe = { body: PushSubscriptionBody };
const unsubscribe = { body: PushUnsubscribeBody };

export function notificationsRoutes(deps: { notifications: NotificationsService; rateLimit: RateLimit }): Router<AppState> {
  const { notifications, rateLimit } = deps;
  const router = new Router<AppState>();

  router.get(endpoints.vapidPublicKey.path, (ctx) => {
    ctx.body = notifications.publicKey();
  });

  router.put(endpoints.subscribePush.path, rateLimit('pushSubscriptions'), validate(subscribe), async (ctx) => {
    ctx.body = await notifications.subscribe(inputOf(ctx, subscribe).body);
  });

  router.delete(endpoints.unsubscribePush.path, rateLimit('pushSubscriptions'), validate(unsubscribe), async (ctx) => {
    ctx.body = await notifications.unsubscribe(inputOf(ctx, unsubscribe).body.endpoint);
  });

  return router;
}
