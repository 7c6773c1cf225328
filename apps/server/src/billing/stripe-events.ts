import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/queryable.ts';
import { stripeEvent, subscription, user } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { Logger } from '../logging/logger.ts';
import {
  announceUserNotice,
  type RecordedNotice,
  recordPaymentFailedNotice,
} from '../notifications/index.ts';
import { checkClientReference } from './client-reference.ts';
import type { BillingOwner } from './owner-subscriptions.ts';
import { type StripeSubscriptionState, stateOfStripeSubscription } from './stripe-state.ts';
import { unitPaidFor } from './unit-purchase.ts';

/** The events that change a subscription; every other type is answered 200 and ignored. */
export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

export type EventOutcome = 'applied' | 'replay' | 'ignored';

/**
 * Applies a verified Stripe event once (by its id). Whatever the event, the subscription's state is read
 * back from Stripe and applied only if it is newer than the one stored, so events arriving twice, late or
 * out of order all end in Stripe's current state. Nothing of the payload is logged but its type.
 */
export async function handleStripeEvent({
  db,
  stripe,
  event,
  log,
  events,
  referenceSecret,
  afterApplied,
}: {
  db: Db;
  stripe: Stripe;
  event: Stripe.Event;
  log: Logger;
  /** Delivers the payment-failed notice live; without it the notice waits for the next reload. */
  events?: EventBus;
  /** The key client references are signed with (client-reference.ts). */
  referenceSecret: string;
  /** Runs once the event's change committed, with the subscription's owner (one billed plan per owner). */
  afterApplied?: (owner: BillingOwner) => Promise<unknown>;
}): Promise<EventOutcome> {
  const [seen] = await db
    .select({ id: stripeEvent.id })
    .from(stripeEvent)
    .where(eq(stripeEvent.id, event.id));
  if (seen) return 'replay';
  if (!HANDLED_EVENTS.has(event.type)) {
    log.info({ type: event.type }, 'stripe event ignored');
    await markHandled(db, event);
    return 'ignored';
  }
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) {
    log.info({ type: event.type }, 'stripe event without a subscription ignored');
    await markHandled(db, event);
    return 'ignored';
  }
  const stored = await storedOwnerOf(db, subscriptionId);
  if (stored && !stored.userId) {
    // The account was erased (its billing stopped first): Stripe's late news about it changes nothing.
    log.info({ type: event.type }, 'stripe event for an erased owner ignored');
    await markHandled(db, event);
    return 'ignored';
  }
  const fetchedAt = new Date();
  const state = stateOfStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId));
  const owner =
    event.type === 'checkout.session.completed' ? await ownerOf(db, event, log, referenceSecret) : undefined;
  let notice: RecordedNotice | null = null;
  const applied = await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(stripeEvent)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvent.id });
    // Another delivery of the same event got here first.
    if (!first) return false;
    if (!state) return true;
    const failedAt = event.type === 'invoice.payment_failed' ? new Date(event.created * 1000) : null;
    if (owner) await insertPaidSubscription(tx, state, owner, fetchedAt, failedAt);
    await applyState(tx, state, fetchedAt, failedAt);
    // The owner is told of a failed renewal in the same transaction (once per invoice).
    if (failedAt)
      notice = await recordPaymentFailedNotice(tx, {
        stripeSubscriptionId: state.stripeSubscriptionId,
        invoiceId: (event.data.object as { id?: string }).id ?? event.id,
        status: state.status,
      });
    return true;
  });
  if (!applied) return 'replay';
  if (events) await announceUserNotice(events, notice);
  const payer = owner ?? (stored?.userId ? { userId: stored.userId, unitId: stored.unitId } : undefined);
  if (state && payer && afterApplied) await afterApplied({ userId: payer.userId, unitId: payer.unitId });
  if (!state)
    log.info({ type: event.type }, 'stripe subscription grants nothing (incomplete or unknown price)');
  return 'applied';
}

async function markHandled(db: Db, event: Stripe.Event): Promise<void> {
  await db.insert(stripeEvent).values({ id: event.id, type: event.type }).onConflictDoNothing();
}

/** The subscription an event is about, whatever its object. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (value: unknown) =>
    typeof value === 'string' ? value : ((value as { id?: string } | null)?.id ?? null);
  switch (event.type) {
    case 'checkout.session.completed':
      return object.mode === 'subscription' ? idOf(object.subscription) : null;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
      return idOf(parent?.subscription_details?.subscription ?? object.subscription);
    }
    default:
      return idOf(object.id);
  }
}

export interface Owner {
  userId: string;
  unitId: string | null;
  checkoutSessionId: string;
}

/** Who already holds a subscription here, if anyone (null user: an erased account). */
async function storedOwnerOf(db: Db, stripeSubscriptionId: string) {
  const [row] = await db
    .select({ userId: subscription.userId, unitId: subscription.unitId })
    .from(subscription)
    .where(eq(subscription.stripeSubscriptionId, stripeSubscriptionId));
  return row;
}

/**
 * Who paid: the account the server minted the checkout's reference for, if it exists. A reference this
 * app did not write, one whose signature does not match (edited in a URL) or one minted long before the
 * session began is logged and credits nobody; the event is still acknowledged.
 */
async function ownerOf(db: Db, event: Stripe.Event, log: Logger, secret: string): Promise<Owner | undefined> {
  const session = event.data.object as Stripe.Checkout.Session;
  const check = checkClientReference({
    secret,
    value: session.client_reference_id,
    sessionCreatedAt: typeof session.created === 'number' ? new Date(session.created * 1000) : null,
  });
  if (!check.ok) {
    log.warn(
      { type: event.type, problem: check.problem },
      'stripe checkout reference refused: nothing credited',
    );
    return undefined;
  }
  const { reference } = check;
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.id, reference.userId));
  if (!found) {
    log.warn({ type: event.type }, 'stripe checkout for an unknown user');
    return undefined;
  }
  return {
    userId: reference.userId,
    unitId: await unitPaidFor(db, reference, log),
    checkoutSessionId: session.id,
  };
}

/** A checkout Stripe confirmed (the webhook, or the success page when it arrives first). */
export async function recordCheckout(
  db: Db,
  { state, owner, fetchedAt }: { state: StripeSubscriptionState; owner: Owner; fetchedAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await insertPaidSubscription(tx, state, owner, fetchedAt, null);
    await applyState(tx, state, fetchedAt, null);
  });
}

/** Stripe's state of a subscription, applied when newer than the stored one. */
export async function applyStripeState(
  db: Db,
  state: StripeSubscriptionState,
  fetchedAt: Date,
  failedAt: Date | null,
): Promise<void> {
  await db.transaction((tx) => applyState(tx, state, fetchedAt, failedAt));
}

/** The paid subscription of a completed checkout; a second delivery (or a concurrent one) adds nothing. */
async function insertPaidSubscription(
  tx: Tx,
  state: StripeSubscriptionState,
  owner: Owner,
  fetchedAt: Date,
  failedAt: Date | null,
): Promise<void> {
  await tx
    .insert(subscription)
    .values({
      userId: owner.userId,
      unitId: owner.unitId,
      checkoutSessionId: owner.checkoutSessionId,
      ...columnsOf(state, failedAt),
      pastDueSince: state.status === 'past_due' ? (failedAt ?? fetchedAt) : null,
      startedAt: state.startedAt,
      stripeStateAt: fetchedAt,
    })
    .onConflictDoNothing();
}

/** Stripe's state, when it is newer than the stored one. */
async function applyState(
  tx: Tx,
  state: StripeSubscriptionState,
  fetchedAt: Date,
  failedAt: Date | null,
): Promise<void> {
  await tx
    .update(subscription)
    .set({ ...columnsOf(state, failedAt), stripeStateAt: fetchedAt, updatedAt: new Date() })
    .where(
      sql`${subscription.stripeSubscriptionId} = ${state.stripeSubscriptionId} and (${subscription.stripeStateAt} is null or ${subscription.stripeStateAt} <= ${fetchedAt.toISOString()}::timestamptz)`,
    );
}

function columnsOf(state: StripeSubscriptionState, failedAt: Date | null) {
  return {
    plan: state.plan,
    status: state.status,
    stripeCustomerId: state.stripeCustomerId,
    stripeSubscriptionId: state.stripeSubscriptionId,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    // The first failure starts the 3 days of grace; a later failure keeps that start; paid clears it.
    pastDueSince:
      state.status === 'past_due'
        ? sql`coalesce(${subscription.pastDueSince}, ${(failedAt ?? new Date()).toISOString()}::timestamptz)`
        : null,
  };
}
