import { type DeepPartial, jsonSchema, type ModelMessage, Output, parsePartialJson, streamText } from 'ai';
import type { z } from 'zod';
import { GenerationError } from './errors.ts';
import type {
  DocumentGenerationEvent,
  GenerateDocumentOptions,
  GenerationPolicy,
  GenerationUsage,
} from './generation-types.ts';
import type { TextModel } from './text-model.ts';
import { abortError, toGenerationError } from './to-generation-error.ts';
import { isPlainObject } from './validate-output.ts';

// AI SDK warnings (e.g. a setting the provider ignores) go to our log through `log`, not to the console.
globalThis.AI_SDK_LOG_WARNINGS = false;

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
    const result = streamText({
      model,
      system,
      messages,
      // Validation is ours (zod, with a repair attempt); the SDK only passes the schema to the provider.
      output: Output.object({
        schema: jsonSchema(responseSchema as Parameters<typeof jsonSchema>[0]),
        name: schemaName,
      }),
      maxRetries: policy.maxRetries,
      maxOutputTokens: policy.maxOutputTokens,
      temperature: policy.temperature,
      abortSignal: signal,
      // Errors arrive as stream parts below; the default handler would print them to the console.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(abortFor('idle timeout'), policy.idleTimeoutMs);
      switch (part.type) {
        case 'start-step':
          if (part.warnings.length > 0)
            options.log?.warn({ document: schemaName, warnings: part.warnings }, 'AI SDK warnings');
          break;
        case 'text-delta': {
          text += part.text;
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
          usage.inputTokens = add(usage.inputTokens, part.totalUsage.inputTokens);
          usage.outputTokens = add(usage.outputTokens, part.totalUsage.outputTokens);
          break;
        case 'abort':
          throw abortError({ timedOut, callerSignal: options.signal });
        case 'error':
          throw toGenerationError(part.error, { timedOut, callerSignal: options.signal });
      }
    }
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
