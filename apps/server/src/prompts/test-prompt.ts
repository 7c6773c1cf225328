import {
  type DocumentType,
  documentContentSchemas,
  documentModelJsonSchema,
  isTranscriptTooShort,
  type Patient,
  PROMPT_TEST_SAMPLES,
  type PromptTestOutput,
  type PromptTestResult,
  TRANSCRIPT_TOO_SHORT_MESSAGE,
} from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import {
  GenerationError,
  type GenerationPolicy,
  generateDocumentContent,
  type TextModelResolver,
} from '../generation/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import { getActivePrompt } from './service.ts';

/**
 * "Testar": the draft body and the active version, side by side, on the same consultation (the type's
 * built-in sample unless one is given), through the same generation path documents use. Both run in
 * parallel and each side fails on its own, with its pt-BR reason. Nothing is stored.
 */
export async function testPrompt({
  db,
  textModel,
  documentType,
  body,
  transcript,
  patient,
  policy,
  log,
}: {
  db: Db;
  textModel: TextModelResolver;
  documentType: DocumentType;
  body: string;
  transcript?: string;
  patient?: Patient;
  policy?: Partial<GenerationPolicy>;
  log: Logger;
}): Promise<PromptTestResult> {
  const sample = PROMPT_TEST_SAMPLES[documentType];
  const consultation = transcript && patient ? { transcript, patient } : sample;
  if (isTranscriptTooShort(consultation.transcript))
    throw new AppError('VALIDATION', TRANSCRIPT_TOO_SHORT_MESSAGE);
  const active = await getActivePrompt({ db, documentType });

  const run = async (systemPrompt: string, side: 'draft' | 'active'): Promise<PromptTestOutput> => {
    const startedAt = performance.now();
    const elapsed = () => Math.round(performance.now() - startedAt);
    try {
      const model = await textModel.get();
      const result = await generateDocumentContent({
        model,
        systemPrompt,
        schema: documentContentSchemas[documentType],
        jsonSchema: documentModelJsonSchema(documentType),
        schemaName: documentType,
        transcript: consultation.transcript,
        patient: consultation.patient,
        // The embedded model's longer limits (it queues the two sides), under the caller's own.
        policy: { ...textModel.policy, ...policy },
        log,
      });
      return { ok: true, content: result.content, repaired: result.repaired, durationMs: elapsed() };
    } catch (error) {
      if (!(error instanceof GenerationError)) throw error;
      // Only the kind and its short detail: the provider error (cause) carries the request, transcript included.
      log.warn({ documentType, side, kind: error.kind, detail: error.message }, 'prompt test failed');
      return { ok: false, error: { code: error.kind, message: error.userMessage }, durationMs: elapsed() };
    }
  };

  const [draftOutput, activeOutput] = await Promise.all([run(body, 'draft'), run(active.body, 'active')]);
  return {
    documentType,
    transcript: consultation.transcript,
    patient: consultation.patient,
    draft: draftOutput,
    active: { ...activeOutput, version: active.version },
    provider: textModel.provider,
    model: textModel.modelId ?? null,
  };
}
