import { type DeepPartial, type ModelMessage, parsePartialJson } from 'ai';
import type { z } from 'zod';
import { GenerationError } from './errors.ts';
import type {
  DocumentGenerationEvent,
  GenerateDocumentOptions,
  GenerationPolicy,
  GenerationUsage,
} from './generation-types.ts';
import { withProviderRetries } from './provider-retries.ts';
import type { TextModel } from './text-model.ts';
import { abortError, toGenerationError } from './to-generation-error.ts';
import { isPlainObject } from './validate-output.ts';

type ProviderPrompt = Parameters<TextModel['doStream']>[0]['prompt'];

/** One streamed call; yields partial objects and returns the full text. */
export async function* streamAttempt<S extends z.ZodType>({
  model,
  system,
  messages,
  responseSchema,
  schemaName,
  policy,
  options,
  attempt,
  usage,
}: {
  model: TextModel;
  system: string;
  messages: ModelMessage[];
  responseSchema: Record<string, unknown>;
  schemaName: string;
  policy: GenerationPolicy;
  options: GenerateDocumentOptions<S>;
  attempt: 1 | 2;
  usage: GenerationUsage;
}): AsyncGenerator<DocumentGenerationEvent<z.infer<S>>, string, undefined> {
  const controller = new AbortController();
  let timedOut = false;
  const abortFor = (reason: string) => () => {
    timedOut = true;
    controller.abort(new DOMException(reason, 'TimeoutError'));
  };
  const totalTimer = setTimeout(abortFor('total timeout'), policy.totalTimeoutMs);
  let idleTimer = setTimeout(abortFor('idle timeout'), policy.idleTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, controller.signal]) : controller.signal;

  let text = '';
  let lastPublished = '';
  let lastParsedAt = Number.NEGATIVE_INFINITY;
  let finished = false;
  try {
    // The provider's stream, read directly: `streamText` would add a chain of web streams, promises and
    // its own partial parse per token — ten times our whole cost per streamed document (see
    // docs/decisions/041-admission-control.md, documents). Retries and their backoff are ours.
    const { stream } = await withProviderRetries(
      () =>
        model.doStream({
          prompt: toProviderPrompt(system, messages),
          // Validation is ours (zod, with a repair attempt); the provider only gets the schema.
          responseFormat: { type: 'json', schema: responseSchema, name: schemaName },
          maxOutputTokens: policy.maxOutputTokens,
          temperature: policy.temperature,
          abortSignal: signal,
        }),
      { maxRetries: policy.maxRetries, signal },
    );
    // A provider that ignores the signal still stops being read: cancelling ends the pending read.
    const reader = stream.getReader();
    const stopReading = () => void reader.cancel().catch(() => {});
    signal.addEventListener('abort', stopReading, { once: true });
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const part = read.value;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(abortFor('idle timeout'), policy.idleTimeoutMs);
      switch (part.type) {
        case 'stream-start':
          if (part.warnings.length > 0)
            options.log?.warn({ document: schemaName, warnings: part.warnings }, 'AI SDK warnings');
          break;
        case 'text-delta': {
          text += part.delta;
          // Re-parsing the whole growing answer on every token is quadratic: parse the first delta at once
          // (the first thing the vet sees), then at most every partialIntervalMs. The full text is always
          // parsed and validated at the end.
          const now = performance.now();
          if (now - lastParsedAt < policy.partialIntervalMs) break;
          lastParsedAt = now;
          const { value, state } = await parsePartialJson(text);
          if ((state === 'successful-parse' || state === 'repaired-parse') && isPlainObject(value)) {
            const serialized = JSON.stringify(value);
            if (serialized !== lastPublished) {
              lastPublished = serialized;
              yield { type: 'partial', attempt, partial: value as DeepPartial<z.infer<S>> };
            }
          }
          break;
        }
        case 'finish':
          finished = true;
          usage.inputTokens = add(usage.inputTokens, part.usage.inputTokens.total);
          usage.outputTokens = add(usage.outputTokens, part.usage.outputTokens.total);
          break;
        case 'error':
          throw toGenerationError(part.error, { timedOut, callerSignal: options.signal });
      }
    }
    signal.removeEventListener('abort', stopReading);
    if (signal.aborted) throw abortError({ timedOut, callerSignal: options.signal });
  } catch (error) {
    throw toGenerationError(error, { timedOut, callerSignal: options.signal });
  } finally {
    clearTimeout(totalTimer);
    clearTimeout(idleTimer);
    // A consumer that stops early (client gone) must not leave the provider call running.
    if (!finished) controller.abort();
  }
  if (!finished) throw new GenerationError('bad_response', 'stream ended without a finish part');
  return text;
}

function add(total: number | undefined, more: number | undefined): number | undefined {
  return total === undefined || more === undefined ? undefined : total + more;
}

/** Our conversation as the provider interface takes it: every message is plain text. */
function toProviderPrompt(system: string, messages: ModelMessage[]): ProviderPrompt {
  const prompt: ProviderPrompt = [{ role: 'system', content: system }];
  for (const message of messages) {
    const text = typeof message.content === 'string' ? message.content : '';
    if (message.role === 'user') prompt.push({ role: 'user', content: [{ type: 'text', text }] });
    if (message.role === 'assistant') prompt.push({ role: 'assistant', content: [{ type: 'text', text }] });
  }
  return prompt;
}
