import { APICallError, RetryError } from 'ai';
import { GenerationError } from './errors.ts';

/** Any failure of a call, as a GenerationError: provider answers by HTTP status, timeouts and cancels by cause. */
export function toGenerationError(
  error: unknown,
  context: { timedOut: boolean; callerSignal: AbortSignal | undefined },
): GenerationError {
  if (error instanceof GenerationError) return error;
  if (RetryError.isInstance(error)) return toGenerationError(error.lastError, context);
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    const detail = status === undefined ? 'no HTTP answer' : `HTTP ${status}`;
    if (status === undefined) return new GenerationError('network', detail, { cause: error });
    if (status === 429) return new GenerationError('rate_limited', detail, { cause: error });
    if (status === 408 || status >= 500) return new GenerationError('unavailable', detail, { cause: error });
    return new GenerationError('rejected', detail, { cause: error });
  }
  const streamed = streamedErrorKind(error);
  if (streamed) return new GenerationError(streamed, 'error event in the stream');
  if (context.timedOut || context.callerSignal?.aborted || isAbort(error)) return abortError(context);
  return new GenerationError('bad_response', error instanceof Error ? error.name : 'unknown error', {
    cause: error,
  });
}

export function abortError(context: {
  timedOut: boolean;
  callerSignal: AbortSignal | undefined;
}): GenerationError {
  if (context.timedOut) return new GenerationError('timeout', 'no answer in time');
  return new GenerationError('aborted', 'generation cancelled');
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * An error a provider announces after the answer has started (HTTP 200), passed on by the SDK as the
 * payload it read: Anthropic sends `{ type: 'overloaded_error' | 'rate_limit_error' | 'api_error' }`.
 */
function streamedErrorKind(error: unknown): 'rate_limited' | 'unavailable' | undefined {
  if (error === null || typeof error !== 'object' || error instanceof Error) return undefined;
  const type = (error as { type?: unknown }).type;
  if (type === 'rate_limit_error') return 'rate_limited';
  if (type === 'overloaded_error' || type === 'api_error') return 'unavailable';
  return undefined;
}
