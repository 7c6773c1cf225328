import {
  type AnimalSplitPassage,
  type AttributedSentence,
  attributeTranscript,
  type Patient,
  SPECIES_LABELS,
} from '@vetvoz/domain';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';

/** Sentences the model is asked about at once: a long visit beyond this is split by the rules alone. */
const MAX_MODEL_SENTENCES = 400;

const modelAnswerSchema = z.object({
  trechos: z
    .array(z.object({ n: z.number().int().min(0), animais: z.array(z.number().int().min(0)).max(6) }))
    .max(MAX_MODEL_SENTENCES),
});

const SYSTEM = [
  'Você lê a transcrição de uma consulta veterinária em que o veterinário atendeu vários animais.',
  'Para cada trecho numerado, diga de quais animais ele fala, pelos números da lista de animais.',
  'Um trecho que fala de todos ("os dois", "ambos") leva todos; um trecho que não fala de nenhum animal',
  '(cumprimentos, combinados da visita) leva a lista vazia. Pronomes ("ele", "ela") seguem o animal de que',
  'se falava antes. Não invente trechos: responda só com os números dados.',
].join(' ');

function prompt(sentences: readonly AttributedSentence[], patients: readonly Patient[]): string {
  const animals = patients.map((p, i) => `${i}: ${p.name} (${SPECIES_LABELS[p.species]})`).join('\n');
  const numbered = sentences.map((s, i) => `[${i}] ${s.text}`).join('\n');
  return `Animais:\n${animals}\n\nTrechos:\n${numbered}`;
}

/** The model's animals for each sentence (undefined where it gave none or an index out of range). */
export async function modelSentenceAnimals(
  model: LanguageModel,
  sentences: readonly AttributedSentence[],
  patients: readonly Patient[],
  { abortSignal }: { abortSignal?: AbortSignal } = {},
): Promise<(number[] | undefined)[]> {
  if (sentences.length > MAX_MODEL_SENTENCES) return sentences.map(() => undefined);
  const { output } = await generateText({
    model,
    system: SYSTEM,
    prompt: prompt(sentences, patients),
    output: Output.object({ schema: modelAnswerSchema, name: 'divisao_por_animal' }),
    temperature: 0,
    maxRetries: 1,
    abortSignal,
  });
  const answers: (number[] | undefined)[] = sentences.map(() => undefined);
  for (const { n, animais } of output.trechos) {
    if (n >= sentences.length || animais.some((a) => a >= patients.length)) continue;
    answers[n] = [...new Set(animais)].sort((a, b) => a - b);
  }
  return answers;
}

const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The proposal the vet confirms: a sentence that names an animal keeps the rules' answer; one that does
 * not takes the model's, when it gave one. Where the two disagree, or nothing named an animal yet, the
 * passage is marked for the vet to look at first. Runs of sentences alike become one passage.
 */
export function combineSplit(
  sentences: readonly AttributedSentence[],
  model: readonly (number[] | undefined)[] | undefined,
): AnimalSplitPassage[] {
  const passages: AnimalSplitPassage[] = [];
  sentences.forEach((sentence, i) => {
    const fromModel = model?.[i];
    const animals = sentence.explicit || !fromModel ? sentence.animals : fromModel;
    const uncertain =
      (fromModel !== undefined && !same(fromModel, sentence.animals)) ||
      (!sentence.explicit && sentence.animals.length === 0 && animals.length === 0 && i > 0);
    const last = passages.at(-1);
    if (last && same(last.animals, animals) && Boolean(last.uncertain) === uncertain) {
      last.text = `${last.text} ${sentence.text}`;
    } else passages.push({ text: sentence.text, animals, ...(uncertain ? { uncertain } : {}) });
  });
  return passages;
}

/** The rules' sentences of a transcript for these animals. */
export function ruleSentences(transcript: string, patients: readonly Patient[]): AttributedSentence[] {
  return attributeTranscript(transcript, patients).sentences;
}

/** Whitespace-insensitive text of a transcript, to tell whether a split still describes it. */
export const comparableTranscript = (text: string) => text.replace(/\s+/g, ' ').trim();
