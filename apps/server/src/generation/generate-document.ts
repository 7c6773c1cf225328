import { isTranscriptTooShort } from '@vetvoz/domain';
import { extractJsonMiddleware, type ModelMessage, wrapLanguageModel } from 'ai';
import type { z } from 'zod';
import { GenerationError } from './errors.ts';
import {
  DEFAULT_GENERATION_POLICY,
  type DocumentGenerationEvent,
  type GenerateDocumentOptions,
  type GenerationUsage,
} from './generation-types.ts';
import { buildRepairMessage, buildSystemPrompt, buildUserMessage, jsonSchemaOf } from './messages.ts';
import { streamAttempt } from './stream-attempt.ts';
import { validate } from './validate-output.ts';

export {
  DEFAULT_GENERATION_POLICY,
  type DocumentGenerationEvent,
  type GenerateDocumentOptions,
  type GenerationPolicy,
  type GenerationUsage,
} from './generation-types.ts';

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
    {
      role: 'user',
      content: buildUserMessage({
        transcript: options.transcript,
        patient: options.patient,
        speakers: options.speakers,
      }),
    },
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
