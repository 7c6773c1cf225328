import { z } from 'zod';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from './documents/document-types.ts';
import { multiLineText } from './text.ts';

/**
 * Each vet's standing instructions ("Como você escreve") and detail level per document type, added to
 * the generation prompt after the admin's (docs/ai-providers.md, Writing style). The same function builds
 * the text for the prompt and for the profile's preview, so the vet sees exactly what the model reads.
 */
export const DETAIL_LEVELS = ['resumido', 'padrao', 'detalhado'] as const;
export type DetailLevel = (typeof DETAIL_LEVELS)[number];

export const DETAIL_LEVEL_LABELS: Record<DetailLevel, string> = {
  resumido: 'Resumido',
  padrao: 'Padrão',
  detalhado: 'Detalhado',
};

const DETAIL_LEVEL_RULES: Record<DetailLevel, string | null> = {
  resumido: 'resumido: frases curtas, só o essencial de cada campo, sem repetir o que outro campo já diz',
  padrao: null,
  detalhado:
    'detalhado: descreva por completo cada achado, conduta e orientação que a transcrição traz, sem resumir',
};

export const WRITING_INSTRUCTIONS_MAX_CHARS = 500;
export const WRITING_INSTRUCTIONS_MESSAGE = `Escreva até ${WRITING_INSTRUCTIONS_MAX_CHARS} caracteres.`;

const detailSchema = z.partialRecord(z.enum(DOCUMENT_TYPES), z.enum(DETAIL_LEVELS));

export const writingStyleUpdateSchema = z.strictObject({
  instructions: multiLineText()
    .transform((text) => text.trim())
    .pipe(z.string().max(WRITING_INSTRUCTIONS_MAX_CHARS, WRITING_INSTRUCTIONS_MESSAGE)),
  detail: detailSchema,
});
export type WritingStyleUpdate = z.input<typeof writingStyleUpdateSchema>;

export const writingStyleSchema = z.object({
  instructions: z.string(),
  detail: detailSchema,
});
export type WritingStyle = z.infer<typeof writingStyleSchema>;

/** An edit the vet made again and again, offered as a standing instruction (never applied silently). */
export const styleSuggestionSchema = z.object({
  /** Stable: document type, field and kind of edit. */
  id: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  /** What was seen, in pt-BR ("Você trocou abreviações por extenso em Frequência em 3 receitas."). */
  reason: z.string(),
  /** The sentence that would join "Como você escreve". */
  instruction: z.string(),
  documents: z.number().int(),
});
export type StyleSuggestion = z.infer<typeof styleSuggestionSchema>;

export const writingStyleViewSchema = writingStyleSchema.extend({
  suggestions: z.array(styleSuggestionSchema),
});
export type WritingStyleView = z.infer<typeof writingStyleViewSchema>;

export const styleSuggestionAnswerSchema = z.strictObject({
  id: z.string().max(200),
  answer: z.enum(['accept', 'dismiss']),
});
export type StyleSuggestionAnswer = z.infer<typeof styleSuggestionAnswerSchema>;

/**
 * The part of the system prompt that carries the vet's style for one document type, or '' when they
 * keep the defaults. It comes after the admin's prompt and says it never overrides it.
 */
export function writingStyleSection(style: WritingStyle, documentType: DocumentType): string {
  const level = DETAIL_LEVEL_RULES[style.detail[documentType] ?? 'padrao'];
  const instructions = style.instructions.trim();
  if (!level && !instructions) return '';
  return [
    '## Preferências do(a) veterinário(a)',
    `Siga estas preferências de escrita (${DOCUMENT_TYPE_LABELS[documentType]}) sem contrariar as regras ` +
      'acima: elas mudam a forma, nunca autorizam incluir o que a transcrição não diz.',
    ...(level ? [`- Nível de detalhe: ${level}.`] : []),
    ...(instructions
      ? ['- Como escrevo:', ...instructions.split('\n').map((line) => `  ${line}`.trimEnd())]
      : []),
  ].join('\n');
}
