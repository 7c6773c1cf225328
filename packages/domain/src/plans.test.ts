import { describe, expect, it } from 'vitest';
import { FREE_CONSULTATIONS } from './constants.ts';
import { formatBrl, PLAN_OFFERS, paidPlanOf } from './plans.ts';

describe('plans', () => {
  it('offers the free trial with the spec’s 10 consultations and three paid plans with discounts', () => {
    expect(PLAN_OFFERS.map((offer) => offer.name)).toEqual([
      'Grátis',
      'Pro Mensal',
      'Pro semestral',
      'Pro Anual',
    ]);
    expect(PLAN_OFFERS[0]?.consultationLimit).toBe(FREE_CONSULTATIONS);
    const [, mensal, semestral, anual] = PLAN_OFFERS;
    expect(mensal?.discountPercent).toBe(0);
    expect(semestral?.discountPercent).toBeGreaterThan(0);
    expect(anual?.discountPercent).toBeGreaterThan(semestral?.discountPercent ?? 0);
    expect(semestral?.chargeCents).toBe((semestral?.monthlyPriceCents ?? 0) * 6);
    expect(new Set(PLAN_OFFERS.slice(1).map((offer) => offer.consultationLimit)).size).toBe(1);
  });

  it('treats unknown paid plans as mensal and formats reais', () => {
    expect(paidPlanOf('anual')).toBe('anual');
    expect(paidPlanOf('qualquer')).toBe('mensal');
    expect(formatBrl(7990).replace(/\s/g, ' ')).toBe('R$ 79,90');
  });
});
