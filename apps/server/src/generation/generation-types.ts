import type { Patient, SpeakerLabel } from '@vetvoz/domain';
import type { DeepPartial } from 'ai';
import type { z } from 'zod';
import type { Logger } from '../logging/logger.ts';
import type { TextModel } from './text-model.ts';

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
  /** Who said each of its paragraphs, when known (the prompt then labels them). */
  speakers?: readonly SpeakerLabel[];
  patient: Patient;
  policy?: Partial<GenerationPolicy>;
  signal?: AbortSignal;
  /** Only metadata is logged: never transcript, prompt or output text. */
  log?: Logger;
}
