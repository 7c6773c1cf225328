import { createHmac } from 'node:crypto';
import { FREE_SESSION_MARKER } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { subscription, trialClaim, user } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { currentSubscription } from './subscriptions.ts';

/** A CPF's digits as a keyed hash: enough to know a trial was used, nothing to read back. */
export function trialCpfHash(secret: string, cpf: string): string {
  const digits = cpf.replace(/\D/g, '');
  return createHmac('sha256', secret).update(`vetvoz:trial-cpf:${digits}`).digest('base64url');
}

/**
 * The free trial (docs/product-rules.md §4: "free_session", 10 consultations, no card), created once per account and once
 * per CPF: a CPF whose trial was used by another account (or one deleted since) gets a trial with nothing
 * in it (status canceled) and the answer TRIAL_USED. Nothing happens when the account has a subscription.
 */
export async function startFreeTrial(db: Db, userId: string, secret: string): Promise<void> {
  const existing = await currentSubscription(db, userId);
  if (existing?.plan === 'gratis' && existing.status === 'canceled') throw new AppError('TRIAL_USED');
  if (existing) return;
  const [account] = await db.select({ cpf: user.cpf }).from(user).where(eq(user.id, userId));
  if (!account) throw new AppError('NOT_FOUND');
  const granted = await db.transaction(async (tx) => {
    const claimed = account.cpf
      ? await tx
          .insert(trialClaim)
          .values({ cpfHash: trialCpfHash(secret, account.cpf) })
          .onConflictDoNothing()
          .returning({ hash: trialClaim.cpfHash })
      : [{ hash: '' }];
    const firstForCpf = claimed.length > 0;
    await tx
      .insert(subscription)
      .values({
        userId,
        plan: 'gratis',
        status: firstForCpf ? 'trialing' : 'canceled',
        checkoutSessionId: FREE_SESSION_MARKER,
      })
      // Two tabs at once: one trial (subscription_user_trial_uq).
      .onConflictDoNothing();
    return firstForCpf;
  });
  if (!granted) throw new AppError('TRIAL_USED');
}
