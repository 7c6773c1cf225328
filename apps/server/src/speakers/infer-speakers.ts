import {
  joinParagraphs,
  MAX_LABELLED_PARAGRAPHS,
  SPEAKER_ROLES,
  type SpeakerLabel,
  type SpeakerRole,
} from '@vetvoz/domain';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import type { TextModelResolver } from '../generation/index.ts';
import type { Logger } from '../logging/logger.ts';
import { ruleRole, scoreRole, splitSentences } from './role-cues.ts';

/** Sentences sent to the model at most: a long visit's tail is labelled by the rules and its neighbours. */
const MAX_MODEL_SENTENCES = 400;
/** The consultation waits this long for the model before the rules' labels stand. */
const MODEL_TIMEOUT_MS = 30_000;

export const sentenceRolesSchema = z.object({
  falas: z.array(z.object({ n: z.number().int(), quem: z.enum(SPEAKER_ROLES) })).max(MAX_MODEL_SENTENCES),
});

const SYSTEM = [
  'Você lê a transcrição de uma consulta veterinária, frase por frase numerada, e diz quem disse cada uma:',
  '"veterinario" (examina, pergunta o histórico, diz achados, exames, diagnóstico, remédios e doses),',
  '"tutor" (conta o que aconteceu em casa, responde às perguntas, pergunta sobre o animal) ou "outro"',
  '(outra pessoa, como um auxiliar ou um familiar). Responda com uma entrada por frase. Nunca escreva nomes.',
].join(' ');

export interface SpeakerInference {
  /** The transcript in paragraphs, one per speaker turn. */
  text: string;
  labels: SpeakerLabel[];
}

/**
 * Speakers inferred from a plain transcript: rules first where a sentence's cues are clear, then the text
 * model for the rest (a remote one only: the embedded model would hold the consultation for minutes), and
 * a sentence nobody could place goes with its neighbour. Consecutive sentences of one role make a paragraph.
 * The model reads the already redacted text; a failure of it is logged by its name and the rules stand.
 */
export async function inferSpeakers({
  text,
  textModel,
  log,
}: {
  text: string;
  textModel?: TextModelResolver;
  log: Logger;
}): Promise<SpeakerInference> {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return { text: text.trim(), labels: [] };
  const roles: (SpeakerRole | undefined)[] = sentences.map((sentence) => ruleRole(scoreRole(sentence)));
  const open = roles.flatMap((role, i) => (role === undefined ? [i] : []));
  if (open.length > 0 && textModel && textModel.provider !== 'local') {
    try {
      const answer = await askModel(await textModel.get(), sentences.slice(0, MAX_MODEL_SENTENCES));
      for (const { n, quem } of answer.falas) {
        const i = n - 1;
        if (i >= 0 && i < sentences.length && roles[i] === undefined) roles[i] = quem;
      }
    } catch (error) {
      log.warn(
        { error: error instanceof Error ? error.name : 'unknown' },
        'speaker inference by the text model failed; the rules alone labelled the transcript',
      );
    }
  }
  return groupIntoParagraphs(sentences, fillGaps(roles));
}

async function askModel(model: LanguageModel, sentences: string[]) {
  const { output } = await generateText({
    model,
    system: SYSTEM,
    prompt: `Frases:\n${sentences.map((sentence, i) => `${i + 1}. ${sentence}`).join('\n')}`,
    output: Output.object({ schema: sentenceRolesSchema, name: 'quem_falou' }),
    temperature: 0,
    maxRetries: 1,
    abortSignal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
  });
  return output;
}

/**
 * A sentence nobody placed continues the turn before it (or opens with the one after); with no cue at all
 * the text is the vet's own dictation.
 */
export function fillGaps(roles: readonly (SpeakerRole | undefined)[]): SpeakerRole[] {
  const firstKnown = roles.find((role) => role !== undefined) ?? 'veterinario';
  let previous: SpeakerRole = firstKnown;
  return roles.map((role) => {
    previous = role ?? previous;
    return previous;
  });
}

export function groupIntoParagraphs(
  sentences: readonly string[],
  roles: readonly SpeakerRole[],
): SpeakerInference {
  const paragraphs: { text: string; role: SpeakerRole }[] = [];
  sentences.forEach((sentence, i) => {
    const role = roles[i] as SpeakerRole;
    const last = paragraphs.at(-1);
    if (last && (last.role === role || paragraphs.length >= MAX_LABELLED_PARAGRAPHS))
      last.text = `${last.text} ${sentence}`;
    else paragraphs.push({ text: sentence, role });
  });
  return {
    text: joinParagraphs(paragraphs.map((p) => p.text)),
    labels: paragraphs.map((p) => ({ role: p.role, source: 'model' })),
  };
}
