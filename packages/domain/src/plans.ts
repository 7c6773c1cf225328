import { FREE_CONSULTATIONS } from './constants.ts';

/** Subscription plans (docs/product-rules.md §9) with prices and limits (docs/decisions/005-plan-prices.md). */
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

export interface PlanOffer {
  plan: Plan;
  name: string;
  /** Months billed at once; 0 for the free trial. */
  billingMonths: number;
  /** Price per month in centavos (BRL), as shown on the plans page. */
  monthlyPriceCents: number;
  /** Amount charged each billing period, in centavos. */
  chargeCents: number;
  /** Discount against the monthly plan, in percent. */
  discountPercent: number;
  /** Consultations included per month (trial: in total). Fixed and non-cumulative. */
  consultationLimit: number;
}

const MONTHLY_PRICE_CENTS = 7990;
export const PAID_CONSULTATIONS_PER_MONTH = 150;

function paidOffer(plan: PaidPlan, billingMonths: number, monthlyPriceCents: number): PlanOffer {
  return {
    plan,
    name: PLAN_DISPLAY_NAMES[plan],
    billingMonths,
    monthlyPriceCents,
    chargeCents: monthlyPriceCents * billingMonths,
    discountPercent: Math.round((1 - monthlyPriceCents / MONTHLY_PRICE_CENTS) * 100),
    consultationLimit: PAID_CONSULTATIONS_PER_MONTH,
  };
}

/** The four plans in display order. Every paid plan has the same features; only the price differs. */
export const PLAN_OFFERS: readonly PlanOffer[] = [
  {
    plan: 'gratis',
    name: PLAN_DISPLAY_NAMES.gratis,
    billingMonths: 0,
    monthlyPriceCents: 0,
    chargeCents: 0,
    discountPercent: 0,
    consultationLimit: FREE_CONSULTATIONS,
  },
  paidOffer('mensal', 1, MONTHLY_PRICE_CENTS),
  paidOffer('semestral', 6, 6990),
  paidOffer('anual', 12, 5990),
];

export function formatBrl(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
}
