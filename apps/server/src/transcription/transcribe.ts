import type { SpeakerTurn } from './diarised-response.ts';
import { TranscriptionError } from './errors.ts';
import type { AudioInput, Transcriber } from './transcriber.ts';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Each attempt's limit. */
  timeoutMs: number;
  /** Backoff before attempt n+1: base·2ⁿ⁻¹ with jitter, or the provider's Retry-After, capped. */
  backoffBaseMs: number;
  backoffMaxMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  timeoutMs: 60_000,
  backoffBaseMs: 500,
  backoffMaxMs: 8000,
};

/**
 * One segment through the provider with a timeout per attempt and bounded retries on 429/5xx/timeouts.
 * The audio is only referenced here; it is never written anywhere.
 */
export async function transcribeWithRetries({
  transcriber,
  audio,
  prompt,
  policy,
  onAttempt,
  onCall,
  onMeasured,
  onTurns,
}: {
  transcriber: Transcriber;
  audio: AudioInput;
  /** The vocabulary prompt, when the provider reads one. */
  prompt?: string;
  policy: RetryPolicy;
  onAttempt?: (attempt: number) => void;
  /** Each attempt's timing and outcome, for the admin area's provider figures. */
  onCall?: (call: { startedAt: Date; durationMs: number; errorCode?: string }) => void;
  /** The audio's seconds, when the provider measured them (see Transcriber). */
  onMeasured?: (audioSeconds: number) => void;
  /** The speaker turns, when the provider diarised the audio (see Transcriber). */
  onTurns?: (turns: SpeakerTurn[]) => void;
}): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    onAttempt?.(attempt);
    const startedAt = new Date();
    const started = performance.now();
    try {
      const text = await transcriber.transcribe(audio, {
        signal: AbortSignal.timeout(policy.timeoutMs),
        measured: onMeasured,
        ...(onTurns ? { turns: onTurns } : {}),
        ...(prompt ? { prompt } : {}),
      });
      onCall?.({ startedAt, durationMs: performance.now() - started });
      return text;
    } catch (error) {
      const typed =
        error instanceof TranscriptionError
          ? error
          : new TranscriptionError('network', 'unexpected', { cause: error });
      onCall?.({ startedAt, durationMs: performance.now() - started, errorCode: typed.kind });
      if (!typed.retryable || attempt >= policy.maxAttempts) throw typed;
      const backoff = typed.retryAfterSeconds
        ? typed.retryAfterSeconds * 1000
        : policy.backoffBaseMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5);
      await new Promise((resolve) => setTimeout(resolve, Math.min(backoff, policy.backoffMaxMs)));
    }
  }
}
