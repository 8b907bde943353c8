import Router from '@koa/router';
import { STRIPE_WEBHOOK_PATH, endpoints } from '@flow/contracts';
import { SignInRequiredError, type AccountsService } from '../accounts/accounts.service';
import type { UserRecord } from '../accounts/accounts.repo';
import { BadRequestError, PayloadTooLargeError } from '../platform/http/errors';
import type { RateLimit } from '../platform/http/rate-limit';
import type { AppContext, AppState } from '../platform/http/types';
import { inputOf, validate } from '../platform/http/validate';
import type { Logger } from '../platform/logger';
import { WebhookSignatureError } from '../platform/payments';
import type { Sessions } from '../platform/session';
import type { DonationsService } from './donations.service';
import type { PayPalDonationsService } from './paypal.service';
import type { Cache } from '../platform/cache/cache';
import type { SubscriptionsService } from './subscriptions.service';
import { readIdentityCookie } from '../identity/identity.cookie';

/** Stripe's events are a few kB; a megabyte leaves room without letting anyone fill memory. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export interface BillingRouteDeps {
  subscriptions: SubscriptionsService;
  donations: DonationsService;
  paypal: PayPalDonationsService;
  cache: Cache;
  accounts: AccountsService;
  sessions: Sessions;
  rateLimit: RateLimit;
  logger: Logger;
}

/** The exact bytes the provider signed: JSON parsing and re-encoding would break the signature. */
async function rawBody(ctx: AppContext, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new PayloadTooLargeError('1 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const checkout = { body: endpoints.subscribeCheckout.body };
const portal = { body: endpoints.subscribePortal.body };
const sandboxCheckout = { body: endpoints.sandboxCheckout.body };
const sandboxPortal = { body: endpoints.sandboxPortal.body };
const paymentIntent = { body: endpoints.createPaymentIntent.body };
const sandboxCard = { body: endpoints.sandboxCard.body };
const paypalOrder = { body: endpoints.paypalCreateOrder.body };
const paypalCapture = { body: endpoints.paypalCapture.body };
const sandboxPayPal = { body: endpoints.sandboxPayPal.body };

export function billingRoutes(deps: BillingRouteDeps): Router<AppState> {
  const { subscriptions, donations, paypal, cache, accounts, sessions, rateLimit, logger } = deps;
  const router = new Router<AppState>();

  async function requireUser(ctx: AppContext): Promise<UserRecord> {
    const session = await sessions.load(ctx);
    const user = session ? await accounts.userById(session.userId) : null;
    if (!user) throw new SignInRequiredError();
    return user;
  }

  router.get(endpoints.paymentsMode.path, (ctx) => {
    ctx.body = subscriptions.mode();
  });

  router.post(endpoints.subscribeCheckout.path, rateLimit('payments'), validate(checkout), async (ctx) => {
    ctx.body = await subscriptions.checkout(await requireUser(ctx));
  });

  router.post(endpoints.subscribePortal.path, rateLimit('payments'), validate(portal), async (ctx) => {
    ctx.body = await subscriptions.portal(await requireUser(ctx));
  });

  router.post(endpoints.sandboxCheckout.path, rateLimit('payments'), validate(sandboxCheckout), async (ctx) => {
    const { body } = inputOf(ctx, sandboxCheckout);
    ctx.body = await subscriptions.sandboxCheckout(await requireUser(ctx), body.session, body.outcome);
  });

  router.post(endpoints.sandboxPortal.path, rateLimit('payments'), validate(sandboxPortal), async (ctx) => {
    const { body } = inputOf(ctx, sandboxPortal);
    ctx.body = await subscriptions.sandboxCancel(await requireUser(ctx), body.session);
  });

  // Spec 001 §6: anyone may donate, signed in or not; the donor is the browser's anonymous identity.
  router.post(endpoints.createPaymentIntent.path, rateLimit('payments'), validate(paymentIntent), async (ctx) => {
    const { body } = inputOf(ctx, paymentIntent);
    ctx.body = await donations.createIntent(body.amount, readIdentityCookie(ctx) ?? null);
  });

  router.post(endpoints.sandboxCard.path, rateLimit('payments'), validate(sandboxCard), async (ctx) => {
    const { body } = inputOf(ctx, sandboxCard);
    ctx.body = await donations.sandboxConfirm(body.clientSecret, (raw, signature) => subscriptions.handleWebhook(raw, signature));
  });

  router.get(endpoints.paypalSetup.path, (ctx) => {
    ctx.body = paypal.setup();
  });

  router.post(endpoints.paypalCreateOrder.path, rateLimit('payments'), validate(paypalOrder), async (ctx) => {
    const { body } = inputOf(ctx, paypalOrder);
    ctx.body = await paypal.createOrder(body.amount, readIdentityCookie(ctx) ?? null);
  });

  router.post(endpoints.paypalCapture.path, rateLimit('payments'), validate(paypalCapture), async (ctx) => {
    ctx.body = await paypal.capture(ctx.params.orderId ?? '');
  });

  router.post(endpoints.sandboxPayPal.path, rateLimit('payments'), validate(sandboxPayPal), async (ctx) => {
    const { body } = inputOf(ctx, sandboxPayPal);
    ctx.body = await paypal.sandboxDecide(body.order, body.outcome, cache);
  });

  // Not rate limited by identity (the provider has none); the signature is checked first and is cheap.
  router.post(STRIPE_WEBHOOK_PATH, async (ctx) => {
    const raw = await rawBody(ctx, WEBHOOK_BODY_LIMIT);
    try {
      const outcome = await subscriptions.handleWebhook(raw, ctx.get('stripe-signature') || undefined);
      ctx.body = { received: true, outcome };
    } catch (err) {
      if (err instanceof WebhookSignatureError) {
        logger.warn({ reason: err.message }, 'payment webhook refused: bad signature');
        throw new BadRequestError('The webhook signature could not be verified.');
      }
      // Anything else keeps its status (500 for the unexpected), so the provider delivers the event again later.
      throw err;
    }
  });

  return router;
}
