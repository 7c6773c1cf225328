/** Subscription plans (spec §9). Prices and per-period limits arrive with billing. */
export const PLANS = ['gratis', 'mensal', 'semestral', 'anual'] as const;
export type Plan = (typeof PLANS)[number];
export const PAID_PLANS = ['mensal', 'semestral', 'anual'] as const satisfies readonly Plan[];
export type PaidPlan = (typeof PAID_PLANS)[number];

export const PLAN_DISPLAY_NAMES: Record<Plan, string> = {
  gratis: 'Grátis',
  mensal: 'Pro Mensal',
  semestral: 'Pro semestral',
  anual: 'Pro Anual',
};

export function isPlan(value: unknown): value is Plan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}

/** The spec: a paid plan other than semestral or anual is treated as mensal. */
export function paidPlanOf(value: string): PaidPlan {
  return value === 'semestral' || value === 'anual' ? value : 'mensal';
}
