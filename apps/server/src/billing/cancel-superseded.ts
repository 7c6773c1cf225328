import type Stripe from 'stripe';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Logger } from '../logging/logger.ts';
import { announceUserNotice, recordUserNotice, subscriptionReplacedText } from '../notifications/index.ts';
import { isOpenAtStripe } from './current-subscription.ts';
import { type BillingOwner, subscriptionsOf } from './owner-subscriptions.ts';
import { applyStripeState } from './stripe-events.ts';
import { stateOfStripeSubscription } from './stripe-state.ts';

/**
 * One owner, one billed plan. When a second checkout completes anyway (two tabs, an old payment link),
 * every older subscription Stripe still bills is cancelled there at once with proration (the unused time
 * becomes a credit on the next invoice) and the payer is told by a notice. Run after each applied webhook
 * for the owner, so a cancel that failed (Stripe down) is tried again at the next event about them.
 */
export async function cancelSupersededSubscriptions({
  db,
  stripe,
  owner,
  log,
  events,
}: {
  db: Db;
  stripe: Stripe;
  owner: BillingOwner;
  log: Logger;
  events?: EventBus;
}): Promise<number> {
  const open = (await subscriptionsOf(db, owner)).filter(isOpenAtStripe);
  if (open.length < 2) return 0;
  // Newest first: the last checkout is the plan the payer chose.
  const [kept, ...older] = [...open].sort(
    (a, b) => b.startedAt.getTime() - a.startedAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime(),
  );
  let cancelled = 0;
  for (const row of older) {
    let ended: Stripe.Subscription;
    try {
      ended = await stripe.subscriptions.cancel(row.stripeSubscriptionId, {
        prorate: true,
        invoice_now: true,
      });
    } catch (error) {
      log.error({ type: (error as { type?: string }).type }, 'cancelling a superseded subscription failed');
      continue;
    }
    const state = stateOfStripeSubscription(ended);
    if (state) await applyStripeState(db, state, new Date(), null);
    cancelled += 1;
    if (!row.userId || !kept || kept.plan === 'gratis' || row.plan === 'gratis') continue;
    const notice = await recordUserNotice(db, {
      userId: row.userId,
      kind: 'subscription_replaced',
      ...subscriptionReplacedText({ replaced: row.plan, kept: kept.plan }),
      dedupeKey: `subscription_replaced:${row.stripeSubscriptionId}`,
    });
    if (events) await announceUserNotice(events, notice);
  }
  log.info({ cancelled }, 'superseded subscriptions cancelled at Stripe');
  return cancelled;
}
