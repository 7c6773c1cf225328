import { isTranscriptTooShort, type Patient, withoutUnsafeCharacters } from '@vetvoz/domain';
import {
  APICallError,
  type DeepPartial,
  extractJsonMiddleware,
  jsonSchema,
  type ModelMessage,
  Output,
  parsePartialJson,
  RetryError,
  streamText,
  wrapLanguageModel,
} from 'ai';
import type { z } from 'zod';
import type { Logger } from '../logging/logger.ts';
import { GenerationError } from './errors.ts';
import { buildRepairMessage, buildSystemPrompt, buildUserMessage, jsonSchemaOf } from './messages.ts';
import type { TextModel } from './text-model.ts';

// AI SDK warnings (e.g. a setting the provider ignores) go to our log through `log`, not to the console.
globalThis.AI_SDK_LOG_WARNINGS = false;

export interface GenerationPolicy {
  /** Retries of a call that failed before streaming (429, 5xx, connection), with the SDK's backoff. */
  maxRetries: number;
  /** Limit of one call, its retries included. */
  totalTimeoutMs: number;
  /** No new stream part for this long: the stream is stalled. */
  idleTimeoutMs: number;
  maxOutputTokens: number;
  temperature: number;
  /** Partial objects are parsed from the stream at most this often (the first at once). */
  partialIntervalMs: number;
}

export const DEFAULT_GENERATION_POLICY: GenerationPolicy = {
  maxRetries: 3,
  totalTimeoutMs: 180_000,
  // Longer than the SDK's backoff between retries (2 s, 4 s, 8 s) and a cold model's first token.
  idleTimeoutMs: 45_000,
  maxOutputTokens: 4096,
  // Documents transcribe what was said: no creativity wanted.
  temperature: 0,
  partialIntervalMs: 100,
};

export interface GenerationUsage {
  inputTokens: number | undefined;
  outputTokens: number | undefined;
}

export type DocumentGenerationEvent<T> =
  /** The object so far (attempt 2 restarts from empty after a `repairing` event). */
  | { type: 'partial'; attempt: 1 | 2; partial: DeepPartial<T> }
  /** The first answer failed validation; a corrected one is being asked for. */
  | { type: 'repairing'; issues: string[] }
  | { type: 'done'; content: T; repaired: boolean; usage: GenerationUsage };

export interface GenerateDocumentOptions<S extends z.ZodType> {
  model: TextModel;
  /** The prompt version's body (admin-managed). */
  systemPrompt: string;
  /** Validates the answer. */
  schema: S;
  /**
   * The JSON Schema shown to the model and sent as response format, when it should differ from the zod
   * schema's own (e.g. the domain's strict variant listing every key). Defaults to the zod schema's.
   */
  jsonSchema?: Record<string, unknown>;
  /** Names the schema for the provider (response_format name): the document type id. */
  schemaName: string;
  /** Redacted transcript. */
  transcript: string;
  patient: Patient;
  policy?: Partial<GenerationPolicy>;
  signal?: AbortSignal;
  /** Only metadata is logged: never transcript, prompt or output text. */
  log?: Logger;
}

/**
 * Streams one document as structured output: partial objects while the model writes, then the object
 * validated by the zod schema. An answer that fails validation gets one repair attempt (the model sees its
 * answer and the issues); a second failure is an `invalid_output` GenerationError. Every failure is a
 * GenerationError with a pt-BR message. An empty or too-short transcript is refused before any model call.
 */
export async function* generateDocument<S extends z.ZodType>(
  options: GenerateDocumentOptions<S>,
): AsyncGenerator<DocumentGenerationEvent<z.infer<S>>, void, undefined> {
  if (isTranscriptTooShort(options.transcript))
    throw new GenerationError('transcript_too_short', 'transcript below the minimum word count');

  const policy = { ...DEFAULT_GENERATION_POLICY, ...options.policy };
  const model = wrapLanguageModel({ model: options.model, middleware: extractJsonMiddleware() });
  const responseSchema = options.jsonSchema ?? jsonSchemaOf(options.schema);
  const system = buildSystemPrompt({ body: options.systemPrompt, jsonSchema: responseSchema });
  const messages: ModelMessage[] = [
    { role: 'user', content: buildUserMessage({ transcript: options.transcript, patient: options.patient }) },
  ];
  const usage: GenerationUsage = { inputTokens: 0, outputTokens: 0 };
  const call = { model, system, responseSchema, schemaName: options.schemaName, policy, options };

  const first = yield* streamAttempt({ ...call, messages, attempt: 1, usage });
  const firstCheck = validate(options.schema, first);
  if (firstCheck.ok) {
    yield { type: 'done', content: firstCheck.value, repaired: false, usage };
    return;
  }

  options.log?.warn(
    { document: options.schemaName, issues: firstCheck.issues.length },
    'generated document failed validation; asking for a repair',
  );
  yield { type: 'repairing', issues: firstCheck.issues };
  const repairMessages: ModelMessage[] = [
    ...messages,
    { role: 'assistant', content: first },
    { role: 'user', content: buildRepairMessage(firstCheck.issues) },
  ];
  const second = yield* streamAttempt({ ...call, messages: repairMessages, attempt: 2, usage });
  const secondCheck = validate(options.schema, second);
  if (secondCheck.ok) {
    yield { type: 'done', content: secondCheck.value, repaired: true, usage };
    return;
  }
  throw new GenerationError('invalid_output', 'output failed validation after one repair attempt', {
    issues: secondCheck.issues,
  });
}

/** Runs generateDocument to the end: for callers that need no live partials (the prompt test). */
export async function generateDocumentContent<S extends z.ZodType>(
  options: GenerateDocumentOptions<S>,
): Promise<{ content: z.infer<S>; repaired: boolean; usage: GenerationUsage }> {
  for await (const event of generateDocument(options)) {
    if (event.type === 'done') return event;
  }
  throw new GenerationError('bad_response', 'generation ended without a result');
}

/** One streamed call; yields partial objects and returns the full text. */
async function* streamAttempt<S extends z.ZodType>({
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

type Validation<T> = { ok: true; value: T } | { ok: false; issues: string[] };

function validate<S extends z.ZodType>(schema: S, text: string): Validation<z.infer<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(text.trim());
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'erro de sintaxe';
    return {
      ok: false,
      issues: [text.trim() === '' ? 'a resposta veio vazia' : `o texto não é um JSON válido (${reason})`],
    };
  }
  // A stray control character from the model is invisible: clean it instead of failing the document.
  const parsed = schema.safeParse(cleanStrings(raw));
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues
      .slice(0, 20)
      .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(objeto)'}: ${issue.message}`),
  };
}

function toGenerationError(
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
  if (context.timedOut || context.callerSignal?.aborted || isAbort(error)) return abortError(context);
  return new GenerationError('bad_response', error instanceof Error ? error.name : 'unknown error', {
    cause: error,
  });
}

function abortError(context: { timedOut: boolean; callerSignal: AbortSignal | undefined }): GenerationError {
  if (context.timedOut) return new GenerationError('timeout', 'no answer in time');
  return new GenerationError('aborted', 'generation cancelled');
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function cleanStrings(value: unknown): unknown {
  if (typeof value === 'string') return withoutUnsafeCharacters(value);
  if (Array.isArray(value)) return value.map(cleanStrings);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, cleanStrings(inner)]));
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function add(total: number | undefined, more: number | undefined): number | undefined {
  return total === undefined || more === undefined ? undefined : total + more;
}
