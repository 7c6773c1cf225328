import { describe, expect, it } from 'vitest';
import { unitQuotaLimit, unitQuotaPeriod } from './unit-quota.ts';

const at = (iso: string) => new Date(iso);

describe('unitQuotaLimit', () => {
  it('is 10 a month on gratis and the paid monthly number otherwise', () => {
    expect(unitQuotaLimit('gratis')).toBe(10);
    expect(unitQuotaLimit('mensal')).toBe(150);
    expect(unitQuotaLimit('anual')).toBe(150);
  });
});

describe('unitQuotaPeriod', () => {
  const anchor = at('2026-01-31T15:00:00Z');

  it('is the first month until the first boundary, end exclusive', () => {
    expect(unitQuotaPeriod(anchor, at('2026-02-28T14:59:59Z'))).toEqual({
      start: anchor,
      end: at('2026-02-28T15:00:00Z'),
    });
    expect(unitQuotaPeriod(anchor, at('2026-02-28T15:00:00Z')).start).toEqual(at('2026-02-28T15:00:00Z'));
  });

  it('counts from the anchor every time: the 31st comes back after short months', () => {
    expect(unitQuotaPeriod(anchor, at('2026-03-31T16:00:00Z'))).toEqual({
      start: at('2026-03-31T15:00:00Z'),
      end: at('2026-04-30T15:00:00Z'),
    });
  });

  it('gives a renewal that runs months late the period of now, not the one after the missed boundary', () => {
    expect(unitQuotaPeriod(anchor, at('2026-07-04T00:00:00Z'))).toEqual({
      start: at('2026-06-30T15:00:00Z'),
      end: at('2026-07-31T15:00:00Z'),
    });
  });

  it('treats a clock before the anchor as the first period', () => {
    expect(unitQuotaPeriod(anchor, at('2026-01-01T00:00:00Z')).start).toEqual(anchor);
  });
});
