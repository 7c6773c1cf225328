import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './login-redirect.ts';

describe('safeReturnPath', () => {
  it('returns the remembered in-app path', () => {
    expect(safeReturnPath({ from: '/history?pagina=2#x' })).toBe('/history?pagina=2#x');
  });

  it('falls back to /consultation for missing, foreign or looping targets', () => {
    expect(safeReturnPath(null)).toBe('/consultation');
    expect(safeReturnPath({ from: 42 })).toBe('/consultation');
    expect(safeReturnPath({ from: 'https://example.com' })).toBe('/consultation');
    expect(safeReturnPath({ from: '//example.com/x' })).toBe('/consultation');
    expect(safeReturnPath({ from: '/login' })).toBe('/consultation');
    expect(safeReturnPath({ from: '/login?x=1' })).toBe('/consultation');
  });
});
