import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../db/database.ts';
import { subscription } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { checkClientReference } from './client-reference.ts';
import { recordCheckout } from './stripe-events.ts';
import { stripeFailure } from './stripe-failure.ts';
import { stateOfStripeSubscription } from './stripe-state.ts';
import { unitPaidFor } from './unit-purchase.ts';

export type Confirmation = 'confirmed' | 'pending';

/** How long a Stripe answer about one session is reused: the success page polls every few seconds. */
export const CONFIRM_CACHE_MS = 10_000;
const CACHE_ENTRIES = 1_000;

/**
 * The success page asks whether a checkout is confirmed. The webhook usually got here first; when it has
 * not, the session is read from Stripe and recorded the same way — at most once per session id every
 * CONFIRM_CACHE_MS in this process (the route also throttles each account). A session whose reference was
 * not minted for this account answers like one that does not exist.
 */
export function createCheckoutConfirmer({
  db,
  stripe,
  secret,
}: {
  db: Db;
  stripe: Stripe | undefined;
  secret: string;
}) {
  const recent = new Map<string, { answer: Confirmation | 'not-found'; until: number }>();

  async function askStripe(userId: string, sessionId: string): Promise<Confirmation | 'not-found'> {
    if (!stripe) throw new AppError('PAYMENT_UNAVAILABLE');
    let session: Stripe.Checkout.Session;
    try {
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return 'not-found';
      throw stripeFailure(error, 'Não foi possível confirmar o pagamento com o Stripe.');
    }
    const check = checkClientReference({
      secret,
      value: session.client_reference_id,
      sessionCreatedAt: typeof session.created === 'number' ? new Date(session.created * 1000) : null,
    });
    if (!check.ok || check.reference.userId !== userId) return 'not-found';
    const subscriptionId =
      typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
    if (session.status !== 'complete' || !subscriptionId) return 'pending';
    const fetchedAt = new Date();
    let state: ReturnType<typeof stateOfStripeSubscription>;
    try {
      state = stateOfStripeSubscription(await stripe.subscriptions.retrieve(subscriptionId));
    } catch (error) {
      throw stripeFailure(error, 'Não foi possível confirmar o pagamento com o Stripe.');
    }
    if (!state) return 'pending';
    await recordCheckout(db, {
      state,
      owner: { userId, unitId: await unitPaidFor(db, check.reference), checkoutSessionId: session.id },
      fetchedAt,
    });
    return 'confirmed';
  }

  return async function confirmCheckout(userId: string, sessionId: string): Promise<Confirmation> {
    const [known] = await db
      .select({ id: subscription.id })
      .from(subscription)
      .where(and(eq(subscription.checkoutSessionId, sessionId), eq(subscription.userId, userId)));
    if (known) return 'confirmed';
    const key = `${userId}:${sessionId}`;
    const now = Date.now();
    let entry = recent.get(key);
    if (!entry || entry.until <= now) {
      entry = { answer: await askStripe(userId, sessionId), until: now + CONFIRM_CACHE_MS };
      recent.delete(key);
      recent.set(key, entry);
      if (recent.size > CACHE_ENTRIES) recent.delete(recent.keys().next().value as string);
    }
    if (entry.answer === 'not-found') throw new AppError('NOT_FOUND');
    return entry.answer;
  };
}
