import { describe, expect, it } from 'vitest';
import { ApiError, retryAfterSeconds } from '../../../lib/api.ts';
import { backoffMs, classifyFailure, retryDelayMs } from './upload-outcome.ts';

describe('when an upload is tried again', () => {
  it('follows the server’s Retry-After, never sooner, up to half as long again', () => {
    const failure = classifyFailure(new ApiError(503, 'UNAVAILABLE', 'Ocupado.', undefined, undefined, 8));
    expect(failure).toEqual({ action: 'retry', message: 'Ocupado.', retryAfterMs: 8000 });
    expect(retryDelayMs(failure, 1, () => 0)).toBe(8000);
    expect(retryDelayMs(failure, 1, () => 0.999)).toBeLessThanOrEqual(12_000);
    // Spread: phones refused together come back at different times.
    const delays = new Set([0.1, 0.4, 0.7].map((r) => retryDelayMs(failure, 1, () => r)));
    expect(delays.size).toBe(3);
  });

  it('backs off on its own when the server says nothing', () => {
    const failure = classifyFailure(new ApiError(502, 'TRANSCRIPTION_FAILED', 'Falhou.'));
    expect(failure.retryAfterMs).toBeUndefined();
    expect(retryDelayMs(failure, 3, () => 0.5)).toBe(backoffMs(3, () => 0.5));
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterSeconds('5')).toBe(5);
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterSeconds('Thu, 26 Nov 2026 12:00:30 GMT', now)).toBe(30);
  });
});
