import { APICallError, type LanguageModelMiddleware } from 'ai';
import type { Logger } from '../logging/logger.ts';

/** The longest a call waits for the provider's window to reopen; past it the call is made and may get 429. */
const MAX_WAIT_MS = 30_000;

/**
 * Paces the calls of one process to the text provider by what the provider itself says: when a response
 * reports no requests or tokens left in its window (OpenAI's `x-ratelimit-*`, Anthropic's
 * `anthropic-ratelimit-*`) or a 429/503 asks to come back later (`retry-after`), new calls wait until the
 * window reopens instead of each collecting its own 429 — a burst of drafts then finishes at the
 * vendor's speed, not ours. Never waits longer than MAX_WAIT_MS or past the call's own abort.
 */
export function createProviderPace({ log, now = Date.now }: { log?: Logger; now?: () => number } = {}) {
  let pausedUntil = 0;

  const pauseFor = (ms: number, reason: string) => {
    if (!Number.isFinite(ms) || ms <= 0) return;
    const until = now() + Math.min(ms, MAX_WAIT_MS);
    // One line per pause, not per call that meets it.
    if (until > pausedUntil && pausedUntil <= now())
      log?.warn({ waitMs: Math.round(until - now()), reason }, 'text provider paced');
    pausedUntil = Math.max(pausedUntil, until);
  };

  return {
    /** Milliseconds a new call would wait now. */
    waitMs: () => Math.max(0, pausedUntil - now()),
    /** Reads a response's (or a refusal's) rate-limit headers. */
    observe(headers: Record<string, string | undefined> | undefined, status?: number) {
      if (!headers) return;
      const h = lowerCased(headers);
      if (status === 429 || status === 503) {
        const retry = retryAfterMs(h);
        pauseFor(retry ?? 1000, `HTTP ${status}`);
        return;
      }
      for (const kind of ['requests', 'tokens'] as const) {
        const remaining = Number(
          h[`x-ratelimit-remaining-${kind}`] ?? h[`anthropic-ratelimit-${kind}-remaining`],
        );
        if (remaining !== 0) continue;
        const openAiReset = h[`x-ratelimit-reset-${kind}`];
        const anthropicReset = h[`anthropic-ratelimit-${kind}-reset`];
        const ms =
          openAiReset !== undefined ? durationMs(openAiReset) : Date.parse(anthropicReset ?? '') - now();
        pauseFor(Number.isFinite(ms) ? ms : 1000, `no ${kind} left`);
      }
    },
  };
}

export type ProviderPace = ReturnType<typeof createProviderPace>;

/** The pace as model middleware: each call waits for the window, then teaches the pace what it heard. */
export function providerPaceMiddleware(pace: ProviderPace): LanguageModelMiddleware {
  return {
    specificationVersion: 'v3',
    wrapStream: async ({ doStream, params }) => {
      await wait(pace.waitMs(), params.abortSignal);
      try {
        const result = await doStream();
        pace.observe(result.response?.headers);
        return result;
      } catch (error) {
        if (APICallError.isInstance(error)) pace.observe(error.responseHeaders, error.statusCode);
        throw error;
      }
    },
  };
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

function lowerCased(headers: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
}

function retryAfterMs(h: Record<string, string | undefined>): number | undefined {
  const ms = Number.parseFloat(h['retry-after-ms'] ?? '');
  if (Number.isFinite(ms)) return ms;
  const after = h['retry-after'];
  if (!after) return undefined;
  const seconds = Number.parseFloat(after);
  return Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - Date.now();
}

/** OpenAI's reset durations: "1s", "6m0s", "120ms", "1h2m3.5s". */
export function durationMs(text: string): number {
  let total = 0;
  let matched = false;
  for (const [, value, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    matched = true;
    const n = Number(value);
    total += unit === 'h' ? n * 3_600_000 : unit === 'm' ? n * 60_000 : unit === 's' ? n * 1000 : n;
  }
  return matched ? total : Number.NaN;
}
