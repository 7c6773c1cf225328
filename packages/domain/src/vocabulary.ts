import { z } from 'zod';
import { singleLineText } from './text.ts';

/**
 * The clinic's vocabulary (docs/ai-providers.md, Vocabulary): terms a vet taught VetVoz by correcting
 * transcripts (and the pair "heard → right" of a correction), or typed by hand; a unit's list is kept by
 * its owner and admins. They go to the speech vendor as a hint and correct what it still mishears.
 */
export const VOCABULARY_SOURCES = ['learnt', 'manual'] as const;
export type VocabularySource = (typeof VOCABULARY_SOURCES)[number];

/** Caps: the oldest, least used learnt entries make room; a list full of typed ones refuses more. */
export const VOCABULARY_LIMITS = { user: 200, unit: 300 } as const;
/** A term or a misheard form: up to three words, like a drug with its salt or a two-word brand. */
export const VOCABULARY_TERM_MAX_CHARS = 40;
export const VOCABULARY_TERM_MAX_WORDS = 3;

export const VOCABULARY_FULL_MESSAGE =
  'A lista de vocabulário está cheia. Remova termos que não usa mais para adicionar outros.';
export const VOCABULARY_TERM_MESSAGE = `Escreva um termo de até ${VOCABULARY_TERM_MAX_WORDS} palavras e ${VOCABULARY_TERM_MAX_CHARS} caracteres.`;
export const VOCABULARY_NAME_MESSAGE =
  'Nomes de pessoas não entram no vocabulário: eles são removidos das transcrições.';

/** Whether a term is the right shape: letters (digits, hyphens, "+", "/" and dots inside), ≤ 3 words. */
export function isVocabularyTermShape(value: string): boolean {
  const words = value.trim().split(/\s+/);
  return (
    value.trim().length >= 2 &&
    value.trim().length <= VOCABULARY_TERM_MAX_CHARS &&
    words.length <= VOCABULARY_TERM_MAX_WORDS &&
    /\p{L}/u.test(value) &&
    words.every((word) => /^[\p{L}\p{N}][\p{L}\p{M}\p{N}+/.'’-]*$/u.test(word))
  );
}

const termText = () =>
  singleLineText({ error: VOCABULARY_TERM_MESSAGE })
    .max(VOCABULARY_TERM_MAX_CHARS, VOCABULARY_TERM_MESSAGE)
    .refine(isVocabularyTermShape, VOCABULARY_TERM_MESSAGE);

export const vocabularyTermSchema = z.object({
  id: z.string(),
  /** As it should be written. */
  term: z.string(),
  /** What the speech vendor wrote instead, for a learnt correction; null for a plain term. */
  heard: z.string().nullable(),
  source: z.enum(VOCABULARY_SOURCES),
  /** Consultations it was corrected in (learnt) or applied to: the most used go first in the hint. */
  uses: z.number().int(),
  updatedAt: z.string(),
});
export type VocabularyTerm = z.infer<typeof vocabularyTermSchema>;

export const unitVocabularySchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  /** The owner and active admins add and remove; members read. */
  canManage: z.boolean(),
  terms: z.array(vocabularyTermSchema),
});
export type UnitVocabulary = z.infer<typeof unitVocabularySchema>;

/** GET /api/vocabulary: the caller's own list and those of the units they are an active member of. */
export const vocabularyViewSchema = z.object({
  terms: z.array(vocabularyTermSchema),
  units: z.array(unitVocabularySchema),
  limits: z.object({ user: z.number().int(), unit: z.number().int() }),
});
export type VocabularyView = z.infer<typeof vocabularyViewSchema>;

export const addVocabularyTermSchema = z.strictObject({
  term: termText(),
  /** Optional: the wrong form the vendor writes, corrected to `term` after transcription. */
  heard: termText().optional(),
  /** A unit's list (its owner or an admin); the caller's own list when absent. */
  unitId: z.string().max(64).optional(),
});
export type AddVocabularyTerm = z.infer<typeof addVocabularyTermSchema>;

/** A correction VetVoz made in a segment with a learnt pair, shown so the vet can check it. */
export const vocabularyCorrectionSchema = z.object({
  heard: z.string(),
  term: z.string(),
});
export type VocabularyCorrection = z.infer<typeof vocabularyCorrectionSchema>;
