import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type ClientReference,
  parseClientReference,
  REFERENCE_SIGNATURE_LENGTH,
  referencePayload,
} from '@vetvoz/domain';

/**
 * A checkout session completed longer than this after its reference was minted is stale: Stripe's hosted
 * Checkout expires within 24 hours, and a payment link is opened right after the server minted its
 * reference. Measured against the session's own creation time, so a webhook Stripe retries days later
 * still counts.
 */
export const REFERENCE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Clocks of two machines: a session may appear created slightly before the reference was minted. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

function signatureOf(secret: string, payload: string): string {
  return createHmac('sha256', secret)
    .update(`vetvoz:client-reference:${payload}`)
    .digest('base64url')
    .slice(0, REFERENCE_SIGNATURE_LENGTH);
}

/** The reference of a checkout the signed-in account starts now: only the server can write one. */
export function mintClientReference({
  secret,
  userId,
  unitId,
  now = new Date(),
}: {
  secret: string;
  userId: string;
  unitId?: string;
  now?: Date;
}): string {
  const payload = referencePayload({ userId, unitId, mintedAt: now });
  return payload + signatureOf(secret, payload);
}

export type ReferenceCheck =
  | { ok: true; reference: ClientReference }
  | { ok: false; problem: 'not-ours' | 'forged' | 'stale' };

/** Whether a completed checkout's reference was minted here, and shortly before the session began. */
export function checkClientReference({
  secret,
  value,
  sessionCreatedAt,
}: {
  secret: string;
  value: string | null | undefined;
  /** The checkout session's `created`; null when Stripe's object lacks it (then only the signature counts). */
  sessionCreatedAt: Date | null;
}): ReferenceCheck {
  const parsed = parseClientReference(value);
  if (!parsed) return { ok: false, problem: 'not-ours' };
  const expected = Buffer.from(signatureOf(secret, parsed.payload));
  const given = Buffer.from(parsed.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, problem: 'forged' };
  if (sessionCreatedAt) {
    const age = sessionCreatedAt.getTime() - parsed.mintedAt.getTime();
    if (age > REFERENCE_LIFETIME_MS || age < -CLOCK_SKEW_MS) return { ok: false, problem: 'stale' };
  }
  const { userId, unitId, mintedAt } = parsed;
  return { ok: true, reference: unitId ? { userId, unitId, mintedAt } : { userId, mintedAt } };
}
