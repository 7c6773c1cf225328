import { describe, expect, it } from 'vitest';
import { checkPriceDraft, parseReais } from './price-draft.ts';

describe('parseReais', () => {
  it.each([
    ['89,90', 8990],
    ['89,9', 8990],
    ['89', 8900],
    [' R$ 1.234,56 ', 123_456],
    ['100.000,00', 10_000_000],
  ])('reads %j as %i centavos', (text, cents) => expect(parseReais(text)).toBe(cents));

  it.each(['', '89.90', '89,901', '1.23,00', '-5', 'abc', '12,'])('refuses %j', (text) =>
    expect(parseReais(text)).toBeNull(),
  );
});

describe('checkPriceDraft', () => {
  const now = new Date('2026-11-24T13:00:00Z');

  it('accepts a paid plan, a price in reais and a day 30 days ahead in São Paulo', () => {
    expect(checkPriceDraft({ plan: 'mensal', price: '89,90', effectiveOn: '2026-12-24' }, now)).toEqual({});
  });

  it('refuses a day under 30 days, an impossible day and a price over the limit', () => {
    expect(checkPriceDraft({ plan: 'anual', price: '100.000,01', effectiveOn: '2026-12-23' }, now)).toEqual({
      price: 'O novo preço pode ser de no máximo R$ 100.000,00.',
      effectiveOn: 'A data de vigência deve ser a partir de 24/12/2026, a pelo menos 30 dias de hoje.',
    });
    expect(checkPriceDraft({ plan: 'anual', price: '10', effectiveOn: '2027-02-30' }, now)).toEqual({
      effectiveOn: 'Informe a data de vigência no formato AAAA-MM-DD.',
    });
  });
});
