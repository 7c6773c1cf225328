import type { Logger } from '../logging/logger.ts';
import { parseDiarisedTurns, type SpeakerTurn } from './diarised-response.ts';
import { TranscriptionError } from './errors.ts';
import type { AudioInput, Transcriber } from './transcriber.ts';

/** Whisper reads about 224 tokens of prompt; OpenAI's own pages keep it under this many characters. */
export const OPENAI_PROMPT_LIMIT = 900;
/** After a refusal, segments go without the prompt this long before it is tried again. */
const PROMPT_REFUSAL_MS = 60 * 60 * 1000;

/**
 * OpenAI-compatible speech-to-text (OpenAI, Groq, speaches/faster-whisper, whisper.cpp server, LocalAI):
 * multipart POST to `${baseUrl}/audio/transcriptions`. baseUrl already ends in /v1, as AI_STT_BASE_URL does.
 */
export function createOpenAiCompatibleTranscriber({
  baseUrl,
  apiKey,
  model,
  log,
}: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  log?: Logger;
}): Transcriber {
  const url = `${baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  let promptRefusedAt: number | undefined;
  let refusalLogged = false;
  // OpenAI's diarising models are named so; a server that refuses the format stops being asked for it.
  let diarising = /diariz/i.test(model);
  return {
    provider: 'openai-compatible',
    model,
    promptLimit: OPENAI_PROMPT_LIMIT,
    async transcribe(audio: AudioInput, { signal, measured, prompt, turns }) {
      if (diarising) {
        try {
          // Diarising models refuse a prompt: the vocabulary still corrects their text afterwards.
          return await post(audio, { signal, measured, diarise: turns ?? (() => {}) });
        } catch (error) {
          if (!(error instanceof TranscriptionError) || error.kind !== 'rejected') throw error;
          diarising = false;
          log?.warn(
            { provider: 'openai-compatible', model, detail: error.message },
            'speech-to-text provider refused diarisation; segments go as plain text, speakers inferred from the content',
          );
        }
      }
      const refusedLately = promptRefusedAt !== undefined && Date.now() - promptRefusedAt < PROMPT_REFUSAL_MS;
      const withPrompt = prompt && !refusedLately ? prompt : undefined;
      try {
        return await post(audio, { signal, measured, prompt: withPrompt });
      } catch (error) {
        // Some compatible servers refuse `prompt` (or its length): the segment goes again without it.
        // When that works the prompt was the reason, and segments skip it for a while.
        if (!withPrompt || !(error instanceof TranscriptionError) || error.kind !== 'rejected') throw error;
        const text = await post(audio, { signal, measured });
        promptRefusedAt = Date.now();
        if (!refusalLogged) {
          refusalLogged = true;
          log?.warn(
            { provider: 'openai-compatible', model, detail: error.message },
            'speech-to-text provider refused the vocabulary prompt; segments go without it for an hour',
          );
        }
        return text;
      }
    },
  };

  async function post(
    audio: AudioInput,
    {
      signal,
      measured,
      prompt,
      diarise,
    }: {
      signal: AbortSignal;
      measured?: (seconds: number) => void;
      prompt?: string;
      diarise?: (turns: SpeakerTurn[]) => void;
    },
  ): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([audio.bytes], { type: audio.contentType }), audio.fileName);
    form.append('model', model);
    form.append('language', 'pt');
    form.append('response_format', diarise ? 'diarized_json' : 'json');
    // OpenAI refuses a diarising request over 30 s of audio without a chunking strategy.
    if (diarise) form.append('chunking_strategy', 'auto');
    if (prompt) form.append('prompt', prompt);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;

    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', body: form, headers, signal });
    } catch (error) {
      if (signal.aborted)
        throw new TranscriptionError('timeout', 'provider did not answer in time', { cause: error });
      throw new TranscriptionError('network', 'provider unreachable', { cause: error });
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch (error) {
      if (signal.aborted)
        throw new TranscriptionError('timeout', 'provider answer cut by timeout', { cause: error });
      payload = undefined;
    }
    if (!response.ok) {
      const retryAfter = Number(response.headers.get('retry-after'));
      const options = {
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      };
      const detail = `HTTP ${response.status}`;
      if (response.status === 429) throw new TranscriptionError('rate_limited', detail, options);
      if (response.status >= 500 || response.status === 408)
        throw new TranscriptionError('unavailable', detail, options);
      throw new TranscriptionError('rejected', detail);
    }
    const text = (payload as { text?: unknown } | undefined)?.text;
    if (typeof text !== 'string') throw new TranscriptionError('bad_response', 'no text in the answer');
    const seconds = audioSecondsOf(payload);
    if (seconds !== undefined) measured?.(seconds);
    const turns = diarise ? parseDiarisedTurns(payload) : undefined;
    if (turns) {
      diarise?.(turns);
      return turns.map((turn) => turn.text).join(' ');
    }
    return text.trim();
  }
}

/**
 * The audio's length as the provider billed it: OpenAI's `usage` of type duration (whisper-1), or the
 * `duration` other OpenAI-compatible servers answer. Token-billed models say nothing of seconds.
 */
function audioSecondsOf(payload: unknown): number | undefined {
  const answer = payload as { usage?: { type?: unknown; seconds?: unknown }; duration?: unknown };
  const seconds = answer.usage?.type === 'duration' ? answer.usage.seconds : (answer.duration ?? undefined);
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}
