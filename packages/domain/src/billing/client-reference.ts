import { type PaidPlan, PLAN_DISPLAY_NAMES } from '../plans.ts';

/**
 * Who pays, carried through Stripe: the `client_reference_id` of a checkout session. Stripe keeps only
 * letters, digits, `-` and `_`, at most 200 characters (a payment link silently drops anything else), so
 * the reference is written in those alone. The server mints it for the signed-in account and signs it
 * (an HMAC only the server can compute), so a reference edited in a URL credits nobody
 * (docs/decisions/033-payment-binding-and-billing-self-service.md).
 *
 * Layout, parsed by lengths since every character may appear in an id:
 * `r1` · kind (`p` person, `u` unit) · user id length (2 base-36 digits) · user id · unit id (units only) ·
 * minted at (7 base-36 digits of Unix seconds) · signature (22 base64url characters).
 */
export const STRIPE_REFERENCE_PATTERN = /^[A-Za-z0-9_-]{1,200}$/;

const VERSION = 'r1';
const ID = /^[A-Za-z0-9_-]{1,80}$/;
const TIME_DIGITS = 7;
export const REFERENCE_SIGNATURE_LENGTH = 22;

export interface ClientReference {
  userId: string;
  unitId?: string;
  /** When the server minted it (whole seconds). */
  mintedAt: Date;
}

/** What the signature covers: everything before it. Throws on an id Stripe would not carry. */
export function referencePayload({ userId, unitId, mintedAt }: ClientReference): string {
  if (!ID.test(userId) || (unitId !== undefined && !ID.test(unitId))) throw new Error('invalid billing id');
  const seconds = Math.floor(mintedAt.getTime() / 1000);
  const kind = unitId === undefined ? 'p' : 'u';
  return [
    VERSION,
    kind,
    userId.length.toString(36).padStart(2, '0'),
    userId,
    unitId ?? '',
    seconds.toString(36).padStart(TIME_DIGITS, '0'),
  ].join('');
}

export interface ParsedClientReference extends ClientReference {
  payload: string;
  signature: string;
}

/** The parts of a reference this app wrote, or null for anything else (its signature is not checked here). */
export function parseClientReference(value: string | null | undefined): ParsedClientReference | null {
  if (!value || !STRIPE_REFERENCE_PATTERN.test(value) || !value.startsWith(VERSION)) return null;
  const kind = value[VERSION.length];
  const userLength = Number.parseInt(value.slice(3, 5), 36);
  const tail = TIME_DIGITS + REFERENCE_SIGNATURE_LENGTH;
  if ((kind !== 'p' && kind !== 'u') || !Number.isInteger(userLength) || userLength < 1) return null;
  const userId = value.slice(5, 5 + userLength);
  const unitId = value.slice(5 + userLength, value.length - tail);
  const seconds = Number.parseInt(
    value.slice(value.length - tail, value.length - REFERENCE_SIGNATURE_LENGTH),
    36,
  );
  if (!ID.test(userId) || userId.length !== userLength || !Number.isSafeInteger(seconds)) return null;
  if (kind === 'p' ? unitId !== '' : !ID.test(unitId)) return null;
  const payload = value.slice(0, value.length - REFERENCE_SIGNATURE_LENGTH);
  const signature = value.slice(value.length - REFERENCE_SIGNATURE_LENGTH);
  const mintedAt = new Date(seconds * 1000);
  return kind === 'u'
    ? { userId, unitId, mintedAt, payload, signature }
    : { userId, mintedAt, payload, signature };
}

/**
 * A plan's payment link (the fallback when no price id is configured) with a minted reference and the
 * campaign parameters: `utm_source`, `utm_medium` (the capitalised plan name), `utm_campaign`, and
 * `business_unit_id` when buying for a unit (for Stripe's dashboard only; the reference decides).
 */
export function paymentLinkUrl(
  link: string,
  options: { plan: PaidPlan; reference: string; unitId?: string; source?: string; campaign?: string },
): string {
  if (!STRIPE_REFERENCE_PATTERN.test(options.reference)) throw new Error('reference Stripe would drop');
  const params: Array<[string, string]> = [
    ['client_reference_id', options.reference],
    ['utm_source', options.source ?? 'vetvoz'],
    ['utm_medium', capitalised(options.plan)],
    ['utm_campaign', options.campaign ?? PLAN_DISPLAY_NAMES[options.plan]],
  ];
  if (options.unitId) params.push(['business_unit_id', options.unitId]);
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${link}${link.includes('?') ? '&' : '?'}${query}`;
}

const capitalised = (plan: PaidPlan) => plan.charAt(0).toUpperCase() + plan.slice(1);
