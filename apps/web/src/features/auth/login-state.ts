import { isPlan, type Plan } from '@vetvoz/domain';

/** Navigation state /login accepts (docs/product-rules.md §2): from the plans page, the chosen plan, sign-up first, origin. */
export interface LoginState {
  fromPlans?: boolean;
  selectedPlan?: Plan;
  registering?: boolean;
  /** Where a guard sent the visitor from (see lib/auth/login-redirect.ts). */
  from?: string;
  /** An address to start the forms with (an invitation link names the invited one). */
  email?: string;
}

/** Reads the state defensively: it comes from history entries that any link may have written. */
export function readLoginState(state: unknown): LoginState {
  if (typeof state !== 'object' || state === null) return {};
  const raw = state as Record<string, unknown>;
  return {
    fromPlans: raw.fromPlans === true,
    selectedPlan: isPlan(raw.selectedPlan) ? raw.selectedPlan : undefined,
    registering: raw.registering === true,
    from: typeof raw.from === 'string' ? raw.from : undefined,
    email: typeof raw.email === 'string' && raw.email.length <= 254 ? raw.email : undefined,
  };
}

/** Registration opens first when asked to, or when the visitor comes from choosing a plan. */
export function opensRegistration(state: LoginState): boolean {
  return Boolean(state.registering || state.fromPlans);
}
