import { labelledTranscript, type Patient, SPECIES_LABELS, type SpeakerLabel } from '@vetvoz/domain';
import { z } from 'zod';

/**
 * What the model reads. The admin-managed prompt body carries the clinical instructions; the output
 * contract (JSON only, this schema) is appended here, by code, because the parser depends on it and an
 * edited prompt must not be able to break it. The schema also travels as response_format, but providers in
 * bare JSON mode only see it here.
 */
export function buildSystemPrompt({ body, jsonSchema }: { body: string; jsonSchema: object }): string {
  return [
    body.trim(),
    '',
    '## Formato da resposta',
    'Responda somente com um objeto JSON válido, sem texto antes ou depois e sem blocos de código, que siga ' +
      'exatamente este esquema JSON. Campo sem informação na transcrição fica vazio (null, ou lista vazia), ' +
      'nunca inventado.',
    JSON.stringify(jsonSchema),
  ].join('\n');
}

/** The JSON Schema of a zod schema, as the model must write it (before defaults apply). */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

/**
 * The animal as registered for the consultation, then the transcript between tags so instructions spoken
 * (or typed) inside it are read as consultation content, not as orders to the model. With speaker labels
 * each paragraph opens with who said it, so the tutor's account feeds the history and the vet's findings
 * the exam (docs/decisions/046-speaker-labels.md).
 */
export function buildUserMessage({
  transcript,
  patient,
  speakers = [],
}: {
  transcript: string;
  patient: Patient;
  speakers?: readonly SpeakerLabel[];
}): string {
  const lines = [
    `- Nome: ${patient.name}`,
    `- Espécie: ${SPECIES_LABELS[patient.species]}`,
    patient.breed ? `- Raça: ${patient.breed}` : null,
    patient.sex && patient.sex !== 'nao-informado'
      ? `- Sexo: ${patient.sex === 'macho' ? 'macho' : 'fêmea'}`
      : null,
    patient.age ? `- Idade: ${patient.age}` : null,
    patient.weightKg !== undefined ? `- Peso: ${formatKg(patient.weightKg)}` : null,
    patient.neutered !== undefined ? `- Castrado(a): ${patient.neutered ? 'sim' : 'não'}` : null,
  ].filter((line): line is string => line !== null);
  return [
    'Dados do animal (cadastro da consulta):',
    ...lines,
    '',
    'Transcrição da consulta (dados do responsável já removidos e marcados entre colchetes):',
    ...(speakers.length > 0 ? [SPEAKERS_NOTE] : []),
    '<transcricao>',
    labelledTranscript(transcript, speakers),
    '</transcricao>',
  ].join('\n');
}

const SPEAKERS_NOTE =
  'Cada parágrafo começa com quem falou: [Veterinário(a)], [Tutor] ou [Outro]. O que o tutor relatou ' +
  '(queixa, histórico, o que aconteceu em casa) vai para a anamnese/histórico; o que o(a) veterinário(a) ' +
  'examinou e constatou vai para o exame físico e os achados. Não copie esses rótulos nos documentos.';

/** Sent after an answer that failed validation: the model sees its own answer and what is wrong. */
export function buildRepairMessage(issues: readonly string[]): string {
  return [
    'A sua resposta anterior não é um JSON válido para o esquema pedido. Problemas encontrados:',
    ...issues.map((issue) => `- ${issue}`),
    '',
    'Responda novamente somente com o objeto JSON corrigido, completo, seguindo o esquema e as mesmas ' +
      'regras: use apenas o que está na transcrição e deixe vazio o que não foi dito.',
  ].join('\n');
}

function formatKg(kg: number): string {
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(kg)} kg`;
}
