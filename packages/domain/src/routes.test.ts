import { describe, expect, it } from 'vitest';
import { matchAppRoute } from './routes.ts';

describe('matchAppRoute', () => {
  it('matches static and parameterised routes', () => {
    expect(matchAppRoute('/')?.path).toBe('/');
    expect(matchAppRoute('/plans')?.access).toBe('public');
    expect(matchAppRoute('/plans/')?.path).toBe('/plans');
    expect(matchAppRoute('/admin')?.access).toBe('admin');
    expect(matchAppRoute('/business-units/abc-123/usage')?.path).toBe(
      '/business-units/:businessUnitId/usage',
    );
  });

  it('rejects unknown paths and empty parameters', () => {
    expect(matchAppRoute('/nao-existe')).toBeUndefined();
    expect(matchAppRoute('/business-units//usage')).toBeUndefined();
    expect(matchAppRoute('/payment')).toBeUndefined();
  });
});
