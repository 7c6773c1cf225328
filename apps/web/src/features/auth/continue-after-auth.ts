import type { Plan } from '@vetvoz/domain';
import type { NavigateFunction } from 'react-router';
import { toast } from '../../components/ui/toast/index.ts';
import { SIGNED_IN_START_PATH, safeReturnPath } from '../../lib/auth/login-redirect.ts';

export const CONSULTATION_PATH = SIGNED_IN_START_PATH;
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'O pagamento online ainda não está disponível. Use suas consultas gratuitas enquanto isso.';

interface ContinueAfterAuthOptions {
  /** The plan chosen on the plans page (login), or the new account's plan (registration). */
  plan?: Plan;
  /** The page a guard sent the visitor from. */
  from?: string;
  navigate: NavigateFunction;
}

/**
 * Where a user goes right after signing in or creating an account (spec §2 "Login and registration
 * screen", §4, §8): no plan → back to the origin or, without one, /consultation (issue 12: the spec's "/"
 * showed vets the marketing page, which looked like a failed sign-in); gratis → the free subscription, then
 * /consultation; a paid plan → the payment page. Any failure in that chain ends on /consultation.
 *
 * Billing (its own issue) fills in the two plan branches below; nothing else should change.
 */
export async function continueAfterAuth({ plan, from, navigate }: ContinueAfterAuthOptions): Promise<void> {
  if (!plan) {
    await navigate(safeReturnPath({ from }), { replace: true });
    return;
  }
  try {
    if (plan === 'gratis') {
      // Billing: create the free subscription here ("free_session", skipped when one exists).
    } else {
      // Billing: redirect to the payment link of paidPlanOf(plan) (@vetvoz/domain: anything unknown
      // counts as mensal) and return before the navigation below. Until then: the free trial.
      toast.info(PAYMENT_UNAVAILABLE_MESSAGE);
    }
  } catch {
    // Spec §8: a payment or subscription failure after login still lands on the consultation page.
  }
  await navigate(CONSULTATION_PATH, { replace: true });
}
