import { type DocumentType, documentContentSchemas, documentModelJsonSchema } from '@vetvoz/domain';
import { generateDocumentContent } from '../../src/generation/generate-document.ts';
import { createTextModelResolver } from '../../src/generation/provider.ts';
import { defaultPromptBody } from '../../src/prompts/defaults.ts';
import type { EvalConsultation } from '../fixtures/consultations.ts';
import { flagsOfPair, GROUNDING_PAIRS } from '../grounding.ts';
import type { LiveConfig } from './providers.ts';

export interface TextModelFigures {
  provider: string;
  model: string;
  byType: Partial<Record<DocumentType, TypeFigures>>;
}

export interface TypeFigures {
  documents: number;
  /** Answers that passed the document's zod schema (at once or after the one repair). */
  valid: number;
  repaired: number;
  /** Grounding flags on the valid documents: facts the transcript does not contain. */
  flags: number;
  seconds: number;
  errors: string[];
  /** "consultation: path «value»" for each flag, for a person to judge. */
  flagList: string[];
}

const emptyTypeFigures = (): TypeFigures => ({
  documents: 0,
  valid: 0,
  repaired: 0,
  flags: 0,
  seconds: 0,
  errors: [],
  flagList: [],
});

/** Every (consultation, document type) the grounding fixtures cover: the drafts a vet would ask for. */
function jobs(): { consultation: EvalConsultation; type: DocumentType }[] {
  const seen = new Map<string, { consultation: EvalConsultation; type: DocumentType }>();
  for (const pair of GROUNDING_PAIRS) seen.set(`${pair.consultation.id}|${pair.type}`, pair);
  return [...seen.values()];
}

/**
 * Drafts each document with the configured model and the default prompts, as the server does, and scores
 * schema validity and grounding. One document at a time: a local model is CPU bound.
 */
export async function measureTextModel(
  config: Extract<LiveConfig['text'], { run: true }>['config'],
  progress: (line: string) => void = () => {},
): Promise<TextModelFigures> {
  const resolver = createTextModelResolver(config.text);
  const byType: TextModelFigures['byType'] = {};
  for (const { consultation, type } of jobs()) {
    const figures = byType[type] ?? emptyTypeFigures();
    byType[type] = figures;
    figures.documents += 1;
    const started = performance.now();
    try {
      const model = await resolver.get();
      const result = await generateDocumentContent({
        model,
        systemPrompt: defaultPromptBody(type),
        schema: documentContentSchemas[type],
        jsonSchema: documentModelJsonSchema(type),
        schemaName: type,
        transcript: consultation.transcript,
        patient: consultation.patient,
        policy: resolver.policy,
      });
      figures.valid += 1;
      if (result.repaired) figures.repaired += 1;
      const flags = flagsOfPair(
        { id: consultation.id, consultation, type, content: {}, planted: [] },
        result.content,
      );
      figures.flags += flags.length;
      for (const flag of flags) figures.flagList.push(`${consultation.id}: ${flag.path} «${flag.value}»`);
    } catch (error) {
      figures.errors.push(`${consultation.id}: ${error instanceof Error ? error.message : String(error)}`);
    }
    figures.seconds += (performance.now() - started) / 1000;
    progress(`  ${type} of ${consultation.id}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { provider: resolver.provider, model: resolver.modelId ?? '(default)', byType };
}
