import { addMonths, type QuotaWindow } from '../billing/quota.ts';
import { FREE_CONSULTATIONS } from '../constants.ts';
import { PAID_CONSULTATIONS_PER_MONTH, type Plan } from '../plans.ts';

/** A unit's pool period: both ends set, start inclusive, end exclusive. */
export interface UnitQuotaPeriod extends QuotaWindow {
  start: Date;
  end: Date;
}

/**
 * docs/product-rules.md §9: a unit renews monthly, also on plan gratis (unlike a vet's trial, which is 10 in total). Its
 * pool holds 10 a month on gratis and the plan's monthly number on a paid plan, shared by every member.
 */
export function unitQuotaLimit(plan: Plan): number {
  return plan === 'gratis' ? FREE_CONSULTATIONS : PAID_CONSULTATIONS_PER_MONTH;
}

/**
 * The monthly period containing `now`, counted from `anchor` (the unit's creation, or its paid
 * subscription's start) each time, so periods never drift and a renewal that runs late or twice computes
 * the same period as one that ran on time (decision 024). The 31st becomes the last day of shorter months.
 */
export function unitQuotaPeriod(anchor: Date, now: Date): UnitQuotaPeriod {
  if (now < anchor) return { start: anchor, end: addMonths(anchor, 1) };
  let months =
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  if (addMonths(anchor, months) > now) months -= 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1) };
}
