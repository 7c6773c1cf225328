import { APICallError, simulateReadableStream, wrapLanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createProviderPace, durationMs, providerPaceMiddleware } from './provider-pace.ts';

const finishOnly = () =>
  simulateReadableStream({
    chunks: [
      {
        type: 'finish' as const,
        finishReason: { unified: 'stop' as const, raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
      },
    ],
  });

const call = (model: ReturnType<typeof wrapLanguageModel>) =>
  model.doStream({ prompt: [{ role: 'user', content: [{ type: 'text', text: 'x' }] }] });

describe('provider pace', () => {
  it('reads OpenAI reset durations', () => {
    expect(durationMs('1s')).toBe(1000);
    expect(durationMs('6m0s')).toBe(360_000);
    expect(durationMs('120ms')).toBe(120);
    expect(durationMs('1h2m3.5s')).toBe(3_723_500);
    expect(durationMs('soon')).toBeNaN();
  });

  it('pauses new calls when the window has no requests left, until its reset', () => {
    let clock = 1_000_000;
    const pace = createProviderPace({ now: () => clock });
    pace.observe({ 'x-ratelimit-remaining-requests': '5', 'x-ratelimit-reset-requests': '2s' });
    expect(pace.waitMs()).toBe(0);
    pace.observe({ 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '2s' });
    expect(pace.waitMs()).toBe(2000);
    clock += 1500;
    expect(pace.waitMs()).toBe(500);
  });

  it("reads Anthropic's reset times and a 429's retry-after, capped at 30 s", () => {
    const clock = Date.parse('2026-11-26T12:00:00Z');
    const pace = createProviderPace({ now: () => clock });
    pace.observe({
      'anthropic-ratelimit-tokens-remaining': '0',
      'anthropic-ratelimit-tokens-reset': '2026-11-26T12:00:04Z',
    });
    expect(pace.waitMs()).toBe(4000);
    pace.observe({ 'retry-after': '120' }, 429);
    expect(pace.waitMs()).toBe(30_000);
  });

  it('makes the next call wait after a 429 that asked for it', async () => {
    const times: number[] = [];
    let calls = 0;
    const inner = new MockLanguageModelV3({
      doStream: async () => {
        times.push(Date.now());
        calls += 1;
        if (calls === 1)
          throw new APICallError({
            message: 'HTTP 429',
            url: 'http://fake/v1/chat/completions',
            requestBodyValues: {},
            statusCode: 429,
            responseHeaders: { 'retry-after-ms': '300' },
            isRetryable: true,
          });
        return { stream: finishOnly() };
      },
    });
    const model = wrapLanguageModel({
      model: inner,
      middleware: providerPaceMiddleware(createProviderPace()),
    });
    await expect(call(model)).rejects.toThrow('HTTP 429');
    await call(model);
    expect(calls).toBe(2);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(250);
  });
});
