import { generateText, type LanguageModel, Output } from 'ai';
import { z } from 'zod';
import {
  type AnonymiseResult,
  applyRedactions,
  type ConsultationNames,
  PLACEHOLDERS,
  type Redaction,
  type RedactionKind,
  withoutOverlaps,
} from './anonymise.ts';
import type { AsyncConsultationRedactor } from './evaluate.ts';
import { fold } from './fold.ts';
import { anonymiseConsultation } from './learnt-names.ts';

/**
 * The optional second pass: the configured text model is asked for the tutor's personal data
 * the rules left, as exact spans of the text (structured output). A span is redacted only where it occurs
 * verbatim; the model never rewrites the transcript. It reads the text the rules already redacted, so it
 * sees nothing the document generation would not see anyway. Off in local mode unless asked for: a CPU
 * model takes seconds per segment (decision 027).
 */
export type ModelPassSetting = 'auto' | 'on' | 'off';

/** 'auto' runs the pass with a remote text provider and skips it with the local one. */
export function shouldRunModelPass(setting: ModelPassSetting, provider: string): boolean {
  return setting === 'on' || (setting === 'auto' && provider !== 'local');
}

const KINDS = ['NOME', 'CPF', 'TELEFONE', 'EMAIL', 'CEP', 'ENDERECO'] as const;
const TO_KIND: Record<(typeof KINDS)[number], RedactionKind> = {
  NOME: 'TUTOR',
  CPF: 'CPF',
  TELEFONE: 'TELEFONE',
  EMAIL: 'EMAIL',
  CEP: 'CEP',
  ENDERECO: 'ENDERECO',
};

export const piiSpansSchema = z.object({
  trechos: z.array(z.object({ texto: z.string(), tipo: z.enum(KINDS) })).max(50),
});

const SYSTEM = [
  'Você revisa a transcrição de uma consulta veterinária antes de ela ser guardada.',
  'Liste os dados pessoais de pessoas (tutor, familiares, vizinhos): nomes de pessoas, CPF, telefones,',
  'e-mails, CEPs e endereços, inclusive ditos por extenso ("arroba", "ponto com", números em palavras).',
  'Não liste o nome do animal, o nome do veterinário, cidades, raças, remédios, doses nem achados clínicos.',
  'Copie cada trecho exatamente como aparece no texto, sem corrigir nada. Marcadores como [TUTOR] já',
  'estão protegidos: ignore-os. Se não houver nada, devolva uma lista vazia.',
].join(' ');

function prompt(text: string, names: ConsultationNames): string {
  const keep = [
    names.patientName && `Animal: ${names.patientName}.`,
    names.vetName && `Veterinário(a): ${names.vetName}.`,
  ]
    .filter(Boolean)
    .join(' ');
  return `${keep}\nTranscrição:\n${text}`;
}

/** Spans the model names, kept only where they occur verbatim and are not the animal's or the vet's name. */
export function verifiedSpans(
  text: string,
  answer: z.infer<typeof piiSpansSchema>,
  names: ConsultationNames,
): Redaction[] {
  const protectedWords = new Set(
    fold(`${names.patientName ?? ''} ${names.vetName ?? ''}`).split(/[^\p{L}]+/u),
  );
  protectedWords.delete('');
  const found: Redaction[] = [];
  for (const { texto, tipo } of answer.trechos) {
    const value = texto.trim();
    if (value.length < 3 || value.includes('[')) continue;
    const words = fold(value)
      .split(/[^\p{L}\d]+/u)
      .filter(Boolean);
    if (words.length > 0 && words.every((w) => protectedWords.has(w))) continue;
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
      // Whole words only: "Ana" must not redact the middle of "banana".
      const edge = (i: number) => i < 0 || i >= text.length || !/[\p{L}\d]/u.test(text[i] ?? '');
      if (edge(at - 1) && edge(at + value.length))
        found.push({ kind: TO_KIND[tipo], start: at, end: at + value.length, original: value });
    }
  }
  return found;
}

/** Asks the model for the spans left in an already redacted text. Throws what the AI SDK throws. */
export async function modelPiiSpans(
  model: LanguageModel,
  redactedText: string,
  names: ConsultationNames = {},
  { abortSignal }: { abortSignal?: AbortSignal } = {},
): Promise<Redaction[]> {
  const { output } = await generateText({
    model,
    system: SYSTEM,
    prompt: prompt(redactedText, names),
    output: Output.object({ schema: piiSpansSchema, name: 'dados_pessoais' }),
    temperature: 0,
    maxRetries: 1,
    abortSignal,
  });
  return verifiedSpans(redactedText, output, names);
}

/**
 * The rules' result with the model's spans redacted too, in the coordinates of the original text (the
 * model read the redacted one; its spans are mapped back through the placeholders).
 */
export async function secondPass(
  model: LanguageModel,
  original: string,
  first: AnonymiseResult,
  names: ConsultationNames = {},
  options: { abortSignal?: AbortSignal } = {},
): Promise<AnonymiseResult> {
  const spans = await modelPiiSpans(model, first.text, names, options);
  const sorted = [...first.redactions].sort((a, b) => a.start - b.start);
  /** An offset of the redacted text back in the original one (outside placeholders). */
  const toOriginal = (at: number): number => {
    let shift = 0;
    for (const r of sorted) {
      const outStart = r.start + shift;
      if (at < outStart) break;
      shift += PLACEHOLDERS[r.kind].length - (r.end - r.start);
    }
    return at - shift;
  };
  const mapped = spans.map((s) => {
    const start = toOriginal(s.start);
    const end = start + (s.end - s.start);
    return { ...s, start, end, original: original.slice(start, end) };
  });
  const redactions = withoutOverlaps([...first.redactions, ...mapped]);
  return { text: applyRedactions(original, redactions), redactions };
}

/**
 * A whole consultation through the rules (with the cross-segment carry) and then the model, segment by
 * segment: the redactor `measureAnonymiserAsync` and `npm run eval` measure the second pass with.
 */
export function withModelPass(model: LanguageModel): AsyncConsultationRedactor {
  return async (segments, names) => {
    const firsts = anonymiseConsultation(segments, names);
    const results: Redaction[][] = [];
    for (const [i, text] of segments.entries()) {
      const redactions = firsts[i] ?? [];
      const first = { text: applyRedactions(text, redactions), redactions };
      results.push((await secondPass(model, text, first, names)).redactions);
    }
    return results;
  };
}
