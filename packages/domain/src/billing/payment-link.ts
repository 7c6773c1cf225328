import { type PaidPlan, PLAN_DISPLAY_NAMES } from '../plans.ts';

/**
 * Who pays, carried through Stripe's hosted payment page. Payment Links keep only `client_reference_id`
 * on the checkout session (other query parameters are dropped), so a unit purchase carries the unit in
 * it too: `<userId>` or `<userId>.unit.<unitId>` (ids are letters, digits, `-` and `_`; Stripe allows
 * 200 characters of those). Decision 021.
 */
export interface ClientReference {
  userId: string;
  unitId?: string;
}

const ID = /^[A-Za-z0-9_-]{1,90}$/;
const UNIT_SEPARATOR = '.unit.';

export function encodeClientReference({ userId, unitId }: ClientReference): string {
  if (!ID.test(userId) || (unitId !== undefined && !ID.test(unitId))) throw new Error('invalid billing id');
  return unitId ? `${userId}${UNIT_SEPARATOR}${unitId}` : userId;
}

/** The payer of a checkout session, or null for anything this app did not write. */
export function decodeClientReference(value: string | null | undefined): ClientReference | null {
  if (!value) return null;
  const [userId, unitId, ...rest] = value.split(UNIT_SEPARATOR);
  if (rest.length > 0 || !userId || !ID.test(userId)) return null;
  if (unitId === undefined) return { userId };
  return ID.test(unitId) ? { userId, unitId } : null;
}

/**
 * The hosted payment page of a plan (docs/product-rules.md §7): `client_reference_id`, `utm_source`, `utm_medium` (the
 * capitalised plan name), `utm_campaign`, and `business_unit_id` when buying for a unit.
 */
export function paymentLinkUrl(
  link: string,
  options: { plan: PaidPlan; userId: string; unitId?: string; source?: string; campaign?: string },
): string {
  const params: Array<[string, string]> = [
    ['client_reference_id', encodeClientReference({ userId: options.userId, unitId: options.unitId })],
    ['utm_source', options.source ?? 'vetvoz'],
    ['utm_medium', capitalised(options.plan)],
    ['utm_campaign', options.campaign ?? PLAN_DISPLAY_NAMES[options.plan]],
  ];
  if (options.unitId) params.push(['business_unit_id', options.unitId]);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${link}${link.includes('?') ? '&' : '?'}${query}`;
}

const capitalised = (plan: PaidPlan) => plan.charAt(0).toUpperCase() + plan.slice(1);
