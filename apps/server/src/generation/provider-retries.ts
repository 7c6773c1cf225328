import { APICallError } from 'ai';

/** Backoff before the first retry, doubled each time (what the AI SDK itself uses: 2 s, 4 s, 8 s). */
const INITIAL_RETRY_DELAY_MS = 2000;

/**
 * Runs a provider call again when it fails before answering with a retryable error (429, 5xx, a dropped
 * connection — the provider package marks them `isRetryable`), up to `maxRetries` times. The delay honours
 * the provider's own `retry-after-ms` / `retry-after` headers when they ask for less than a minute (or
 * less than the backoff), as the SDK does. Stops at once when `signal` aborts.
 */
export async function withProviderRetries<T>(
  call: () => PromiseLike<T>,
  { maxRetries, signal }: { maxRetries: number; signal: AbortSignal },
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const retryable = APICallError.isInstance(error) && error.isRetryable;
      if (!retryable || attempt >= maxRetries || signal.aborted) throw error;
      await sleep(retryDelayMs(error, INITIAL_RETRY_DELAY_MS * 2 ** attempt), signal);
    }
  }
}

/** The wait the provider asked for, in ms, when it is sensible; otherwise the backoff. */
export function retryDelayMs(error: APICallError, backoffMs: number): number {
  const headers = error.responseHeaders ?? {};
  let ms: number | undefined;
  const afterMs = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(afterMs)) ms = afterMs;
  const after = headers['retry-after'];
  if (ms === undefined && after) {
    const seconds = Number.parseFloat(after);
    ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(after) - Date.now();
  }
  if (ms !== undefined && Number.isFinite(ms) && ms >= 0 && (ms < 60_000 || ms < backoffMs)) return ms;
  return backoffMs;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
