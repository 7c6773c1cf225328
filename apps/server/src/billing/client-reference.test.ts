import { STRIPE_REFERENCE_PATTERN } from '@vetvoz/domain';
import { describe, expect, it } from 'vitest';
import { checkClientReference, mintClientReference } from './client-reference.ts';

const secret = 'segredo-de-teste-com-tamanho-suficiente';
const now = new Date('2026-05-10T12:00:00Z');
const longest = 'Ab9_-'.repeat(16);

describe('minted client references', () => {
  it('fit Stripe’s rule for every kind, with the longest ids, and check back for their payer', () => {
    for (const owner of [
      { userId: 'u1' },
      { userId: longest },
      { userId: 'u1', unitId: '5f0c1a2b-1111-2222-3333-444455556666' },
      { userId: longest, unitId: longest },
    ]) {
      const value = mintClientReference({ secret, now, ...owner });
      expect(value).toMatch(STRIPE_REFERENCE_PATTERN);
      expect(checkClientReference({ secret, value, sessionCreatedAt: now })).toEqual({
        ok: true,
        reference: { ...owner, mintedAt: now },
      });
    }
  });

  it('refuses another key’s signature, an edited id, and a session begun a day after minting', () => {
    const value = mintClientReference({ secret, userId: 'vitima1', now });
    expect(checkClientReference({ secret: `${secret}x`, value, sessionCreatedAt: now })).toEqual({
      ok: false,
      problem: 'forged',
    });
    expect(
      checkClientReference({ secret, value: value.replace('vitima1', 'vitima2'), sessionCreatedAt: now }),
    ).toEqual({ ok: false, problem: 'forged' });
    const later = new Date(now.getTime() + 25 * 3600 * 1000);
    expect(checkClientReference({ secret, value, sessionCreatedAt: later })).toEqual({
      ok: false,
      problem: 'stale',
    });
    expect(checkClientReference({ secret, value: 'u_123', sessionCreatedAt: now })).toEqual({
      ok: false,
      problem: 'not-ours',
    });
  });
});
