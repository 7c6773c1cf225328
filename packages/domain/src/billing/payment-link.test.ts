import { describe, expect, it } from 'vitest';
import { decodeClientReference, encodeClientReference, paymentLinkUrl } from './payment-link.ts';

describe('client reference', () => {
  it('carries the user, and the unit when buying for one, both ways', () => {
    expect(encodeClientReference({ userId: 'u_123' })).toBe('u_123');
    const unit = encodeClientReference({
      userId: 'abcXYZ09',
      unitId: '5f0c1a2b-1111-2222-3333-444455556666',
    });
    expect(decodeClientReference(unit)).toEqual({
      userId: 'abcXYZ09',
      unitId: '5f0c1a2b-1111-2222-3333-444455556666',
    });
    expect(decodeClientReference('u_123')).toEqual({ userId: 'u_123' });
  });

  it('refuses what this app did not write', () => {
    for (const value of [null, '', 'a b', 'x.unit.', 'x.unit.y.unit.z', 'u<script>', 'a'.repeat(91)])
      expect(decodeClientReference(value)).toBeNull();
    expect(() => encodeClientReference({ userId: 'a b' })).toThrow();
  });
});

describe('paymentLinkUrl', () => {
  it('adds the spec’s parameters to the plan’s hosted link', () => {
    expect(
      paymentLinkUrl('https://buy.stripe.com/test_x?locale=pt-BR', { plan: 'semestral', userId: 'u1' }),
    ).toBe(
      'https://buy.stripe.com/test_x?locale=pt-BR&client_reference_id=u1&utm_source=vetvoz' +
        '&utm_medium=Semestral&utm_campaign=Pro%20semestral',
    );
    expect(paymentLinkUrl('https://buy.stripe.com/x', { plan: 'anual', userId: 'u1', unitId: 'un1' })).toBe(
      'https://buy.stripe.com/x?client_reference_id=u1.unit.un1&utm_source=vetvoz&utm_medium=Anual' +
        '&utm_campaign=Pro%20Anual&business_unit_id=un1',
    );
  });
});
