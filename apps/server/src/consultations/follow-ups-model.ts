import {
  addDaysToDay,
  type ExtractedFollowUp,
  FOLLOW_UP_KINDS,
  findUngroundedFacts,
  foldSameLength,
} from '@vetvoz/domain';
import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';

/**
 * The model's turn: a return or a next dose said without a date the rules can read ("retorno quando
 * terminar o antibiótico", the antibiotic prescribed "por 10 dias"). What it answers is kept only when
 * grounded in the transcript (packages/domain/src/documents/grounding): its quote must be there verbatim,
 * and the number of days — and any number, drug or species in the description — must be said in it.
 * A follow-up whose date the transcript does not give is dropped: the vet adds it by hand.
 */

export const modelFollowUpsSchema = z.object({
  acompanhamentos: z
    .array(
      z.object({
        tipo: z.enum(FOLLOW_UP_KINDS),
        descricao: z.string().max(120),
        prazoDias: z.number().int().min(1).max(400).nullable(),
        trecho: z.string().max(400),
      }),
    )
    .max(10),
});
export type ModelFollowUps = z.infer<typeof modelFollowUpsSchema>;

const SYSTEM = [
  'Você lê a transcrição de uma consulta veterinária e lista só o que foi combinado para depois da',
  'consulta: retornos, exames a repetir, próximas doses de vacina, medicações a repetir.',
  'Para cada um: tipo (retorno, exame, vacina, medicacao ou outro), uma descrição curta em português,',
  'prazoDias — o número de dias a partir da consulta, só quando a transcrição diz o prazo ou algo de que',
  'ele decorre, como a duração de um tratamento; senão null — e trecho, copiado exatamente da transcrição.',
  'Não invente datas, prazos, remédios nem exames. O que aconteceu antes da consulta não entra.',
].join(' ');

const squash = (text: string) => foldSameLength(text).replace(/\s+/g, ' ').trim();

/** The model's answer, grounded: only what the transcript says, each with its day. */
export function groundedModelFollowUps(
  answer: ModelFollowUps,
  transcript: string,
  consultationDay: string,
): ExtractedFollowUp[] {
  const said = squash(transcript);
  const kept: ExtractedFollowUp[] = [];
  for (const item of answer.acompanhamentos) {
    const quote = item.trecho.trim();
    if (item.prazoDias === null || quote.length < 6 || !said.includes(squash(quote))) continue;
    const flags = findUngroundedFacts({
      content: { descricao: item.descricao, prazo: `${item.prazoDias} dias` },
      transcript,
    });
    if (flags.length > 0) continue;
    const description = item.descricao.trim().replace(/\s+/g, ' ');
    if (!description) continue;
    kept.push({
      kind: item.tipo,
      description,
      dueDate: addDaysToDay(consultationDay, item.prazoDias),
      evidence: quote,
    });
  }
  return kept;
}

export async function modelFollowUps({
  model,
  transcript,
  consultationDay,
  abortSignal,
}: {
  model: LanguageModel;
  transcript: string;
  consultationDay: string;
  abortSignal?: AbortSignal;
}): Promise<ExtractedFollowUp[]> {
  const { output } = await generateText({
    model,
    system: SYSTEM,
    prompt: `Transcrição:\n${transcript}`,
    output: Output.object({ schema: modelFollowUpsSchema, name: 'acompanhamentos' }),
    temperature: 0,
    maxRetries: 1,
    abortSignal,
  });
  return groundedModelFollowUps(output, transcript, consultationDay);
}
