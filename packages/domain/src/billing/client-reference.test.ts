import { describe, expect, it } from 'vitest';
import {
  parseClientReference,
  paymentLinkUrl,
  REFERENCE_SIGNATURE_LENGTH,
  referencePayload,
  STRIPE_REFERENCE_PATTERN,
} from './client-reference.ts';

const SIGNATURE = 'A_-b'.repeat(6).slice(0, REFERENCE_SIGNATURE_LENGTH);
const mintedAt = new Date('2026-05-10T12:00:00Z');

describe('client reference', () => {
  it('builds every kind within Stripe’s rule, with the longest ids, and reads it back', () => {
    const longest = 'x'.repeat(80);
    const kinds = [
      { userId: 'u_123', mintedAt },
      { userId: 'a-B_9', unitId: '5f0c1a2b-1111-2222-3333-444455556666', mintedAt },
      { userId: longest, mintedAt },
      { userId: longest, unitId: longest.replace(/x/g, '-'), mintedAt },
    ];
    for (const reference of kinds) {
      const value = referencePayload(reference) + SIGNATURE;
      expect(value).toMatch(STRIPE_REFERENCE_PATTERN);
      expect(value.length).toBeLessThanOrEqual(200);
      expect(parseClientReference(value)).toEqual({
        ...reference,
        payload: value.slice(0, -REFERENCE_SIGNATURE_LENGTH),
        signature: SIGNATURE,
      });
    }
  });

  it('refuses what this app did not write', () => {
    const person = referencePayload({ userId: 'u1', mintedAt }) + SIGNATURE;
    for (const value of [
      null,
      '',
      'u_123',
      'a b',
      'x.unit.y',
      person.slice(1),
      `${person}.`,
      'r1p0',
      'r1z02u1',
    ])
      expect(parseClientReference(value)).toBeNull();
    expect(() => referencePayload({ userId: 'a.b', mintedAt })).toThrow();
    expect(() => referencePayload({ userId: 'u', unitId: 'x'.repeat(81), mintedAt })).toThrow();
  });
});

describe('paymentLinkUrl', () => {
  it('adds the reference and the campaign parameters to the plan’s hosted link', () => {
    expect(
      paymentLinkUrl('https://buy.stripe.com/test_x?locale=pt-BR', { plan: 'semestral', reference: 'r1_ab' }),
    ).toBe(
      'https://buy.stripe.com/test_x?locale=pt-BR&client_reference_id=r1_ab&utm_source=vetvoz' +
        '&utm_medium=Semestral&utm_campaign=Pro%20semestral',
    );
    expect(
      paymentLinkUrl('https://buy.stripe.com/x', { plan: 'anual', reference: 'r1-u', unitId: 'un1' }),
    ).toBe(
      'https://buy.stripe.com/x?client_reference_id=r1-u&utm_source=vetvoz&utm_medium=Anual' +
        '&utm_campaign=Pro%20Anual&business_unit_id=un1',
    );
    expect(() => paymentLinkUrl('https://buy.stripe.com/x', { plan: 'anual', reference: 'a.b' })).toThrow();
  });
});
