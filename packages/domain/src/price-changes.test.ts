import { describe, expect, it } from 'vitest';
import {
  addDays,
  earliestEffectiveDay,
  isPriceNoticeDue,
  priceChangeInputSchema,
  saoPauloDay,
} from './price-changes.ts';

const now = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('the 30-day notice window', () => {
  it('is due from 30 days before the renewal, to the renewal itself', () => {
    const effectiveOn = '2026-03-01';
    expect(isPriceNoticeDue({ renewalAt: at(30 * DAY), effectiveOn, now })).toBe(true);
    expect(isPriceNoticeDue({ renewalAt: at(30 * DAY + 1), effectiveOn, now })).toBe(false);
    expect(isPriceNoticeDue({ renewalAt: at(1), effectiveOn, now })).toBe(true);
    expect(isPriceNoticeDue({ renewalAt: now, effectiveOn, now })).toBe(false);
    expect(isPriceNoticeDue({ renewalAt: at(-DAY), effectiveOn, now })).toBe(false);
  });

  it('counts the effective date as a day in São Paulo (UTC−3)', () => {
    // 2026-03-20 00:30 in São Paulo is 03:30 UTC; 2026-03-19 23:30 there is 02:30 UTC on the 20th.
    expect(
      isPriceNoticeDue({ renewalAt: new Date('2026-03-20T03:30:00Z'), effectiveOn: '2026-03-20', now }),
    ).toBe(true);
    expect(
      isPriceNoticeDue({ renewalAt: new Date('2026-03-20T02:30:00Z'), effectiveOn: '2026-03-20', now }),
    ).toBe(false);
    expect(saoPauloDay(new Date('2026-03-20T02:30:00Z'))).toBe('2026-03-19');
  });

  it('leaves renewals before the effective date at the old price', () => {
    expect(isPriceNoticeDue({ renewalAt: at(10 * DAY), effectiveOn: '2026-03-31', now })).toBe(false);
    expect(isPriceNoticeDue({ renewalAt: at(30 * DAY), effectiveOn: '2026-03-31', now })).toBe(true);
  });

  it('takes announcements from 30 days on', () => {
    expect(earliestEffectiveDay(now)).toBe('2026-03-31');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});

describe('the announcement', () => {
  it('takes a paid plan, a whole price in centavos and a real calendar day', () => {
    expect(
      priceChangeInputSchema.safeParse({ plan: 'anual', chargeCents: 83880, effectiveOn: '2026-04-01' })
        .success,
    ).toBe(true);
    const refused = [
      { plan: 'gratis', chargeCents: 100, effectiveOn: '2026-04-01' },
      { plan: 'mensal', chargeCents: 89.9, effectiveOn: '2026-04-01' },
      { plan: 'mensal', chargeCents: 99, effectiveOn: '2026-04-01' },
      { plan: 'mensal', chargeCents: 8990, effectiveOn: '2026-02-30' },
      { plan: 'mensal', chargeCents: 8990, effectiveOn: '01/04/2026' },
    ];
    for (const input of refused) expect(priceChangeInputSchema.safeParse(input).success).toBe(false);
  });
});
