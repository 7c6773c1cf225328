import { type Plan, paidPlanOf } from '@vetvoz/domain';
import type { NavigateFunction } from 'react-router';
import { toast } from '../../components/ui/toast/index.ts';
import { ApiError } from '../../lib/api.ts';
import { SIGNED_IN_START_PATH, safeReturnPath } from '../../lib/auth/login-redirect.ts';
import {
  leaveForPayment,
  PAYMENT_UNAVAILABLE_MESSAGE,
  startCheckout,
  startFreeTrial,
} from '../billing/index.ts';

export const CONSULTATION_PATH = SIGNED_IN_START_PATH;
export { PAYMENT_UNAVAILABLE_MESSAGE };

/**
 * A unit invitation link (`/convite#…`, or the older `/business-units?convite=…`) is why someone came to
 * create an account: sending them to /consultation (docs/product-rules.md §4's rule for the free plan,
 * written before units had invitations) would strand the invitation they came to accept.
 */
const INVITATION_PATH = /^\/convite#|^\/business-units\?(?:.*&)?convite=/;

interface ContinueAfterAuthOptions {
  /** The plan chosen on the plans page (login), or the new account's plan (registration). */
  plan?: Plan;
  /** The page a guard sent the visitor from. */
  from?: string;
  navigate: NavigateFunction;
}

/**
 * Where a user goes right after signing in or creating an account (docs/product-rules.md §2 "Login and registration
 * screen", §4, §8): no plan → back to the origin or, without one, /consultation (the spec's "/"
 * showed vets the marketing page, which looked like a failed sign-in); gratis → the free subscription, then
 * /consultation; a paid plan → the payment page. Any failure in that chain ends on /consultation.
 */
export async function continueAfterAuth({ plan, from, navigate }: ContinueAfterAuthOptions): Promise<void> {
  if (!plan) {
    await navigate(safeReturnPath({ from }), { replace: true });
    return;
  }
  try {
    if (plan === 'gratis') {
      // Billing: the free subscription ("free_session"); the server answers the one made at sign-up.
      await startFreeTrial();
    } else {
      // Billing: the hosted payment page of the plan (anything unknown counts as mensal).
      leaveForPayment.assign(await startCheckout({ plan: paidPlanOf(plan) }));
      return;
    }
  } catch (error) {
    // docs/product-rules.md §8: a payment or subscription failure after login still lands on the consultation page.
    if (error instanceof ApiError && error.code === 'PAYMENT_UNAVAILABLE')
      toast.info(PAYMENT_UNAVAILABLE_MESSAGE);
  }
  const returnPath = safeReturnPath({ from });
  await navigate(INVITATION_PATH.test(returnPath) ? returnPath : CONSULTATION_PATH, { replace: true });
}
