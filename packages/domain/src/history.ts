import { z } from 'zod';
import { CONSULTATION_STATUSES, patientViewSchema, SPECIES } from './consultation.ts';
import { emptyAsAbsent } from './paged-list.ts';
import { singleLineText } from './text.ts';

/** The consultation history (/history): GET /api/consultations, its query and its items. */

export const HISTORY_DEFAULT_LIMIT = 20;
export const HISTORY_MAX_LIMIT = 50;
/** Characters of the redacted transcript shown under each consultation. */
export const HISTORY_EXCERPT_CHARS = 160;
export const HISTORY_MAX_QUERY_CHARS = 80;
/** Cursors are short base64url strings made by the server; anything longer is not one of ours. */
const MAX_CURSOR_CHARS = 200;
/** The message for a cursor the server cannot read (edited by hand, or from another version). */
export const INVALID_HISTORY_CURSOR_MESSAGE = 'Página inválida. Recarregue o histórico.';

/** The time zone whose calendar days the `from`/`to` filters mean: where the clinics are. */
export const HISTORY_TIME_ZONE = 'America/Sao_Paulo';

function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function daySchema(message: string) {
  return z.preprocess(
    emptyAsAbsent,
    z
      .string(message)
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine(isCalendarDay, message)
      .optional(),
  );
}

/**
 * GET /api/consultations query. `from` and `to` are calendar days (yyyy-mm-dd) in São Paulo time,
 * both inclusive; `cursor` is the opaque `nextCursor` of the previous page.
 */
export const historyQuerySchema = z
  .object({
    q: z.preprocess(
      emptyAsAbsent,
      singleLineText()
        .max(HISTORY_MAX_QUERY_CHARS, `A busca pode ter no máximo ${HISTORY_MAX_QUERY_CHARS} caracteres.`)
        .optional(),
    ),
    species: z.preprocess(emptyAsAbsent, z.enum(SPECIES, 'Espécie inválida.').optional()),
    from: daySchema('Data inicial inválida. Use o formato aaaa-mm-dd.'),
    to: daySchema('Data final inválida. Use o formato aaaa-mm-dd.'),
    limit: z.preprocess(
      emptyAsAbsent,
      z.coerce
        .number('Quantidade por página inválida.')
        .int('Quantidade por página inválida.')
        .min(1, 'Quantidade por página inválida.')
        .max(HISTORY_MAX_LIMIT, `Mostre no máximo ${HISTORY_MAX_LIMIT} consultas por página.`)
        .default(HISTORY_DEFAULT_LIMIT),
    ),
    cursor: z.preprocess(
      emptyAsAbsent,
      z
        .string()
        .max(MAX_CURSOR_CHARS, INVALID_HISTORY_CURSOR_MESSAGE)
        .regex(/^[\w-]*$/, INVALID_HISTORY_CURSOR_MESSAGE)
        .optional(),
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'A data inicial deve ser igual ou anterior à data final.',
    path: ['to'],
  });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** One consultation in the history list: the animal and a glimpse of the transcript, no tutor data. */
export const historyItemSchema = z.object({
  id: z.string(),
  patient: patientViewSchema,
  status: z.enum(CONSULTATION_STATUSES),
  transcriptTooShort: z.boolean(),
  durationSeconds: z.number().int().nullable(),
  createdAt: z.string(),
  /** The start of the redacted transcript, at most HISTORY_EXCERPT_CHARS characters plus "…". */
  excerpt: z.string(),
  documentCount: z.number().int(),
  /** The unit it counts against (null: personal). Optional: older answers lack it. */
  businessUnitId: z.string().nullable().optional(),
  /** Who recorded it, when it is not the reader (a unit's owner or admin reading a member's). */
  authorName: z.string().nullable().optional(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** GET /api/consultations answer. */
export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/**
 * Text folded for a search that ignores case and accents ("Pão" and "PAO" → "pao"). The server folds
 * the animal's name the same way inside the query, so both sides agree character by character.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Start of a transcript on one line, cut at a word boundary near `max` characters. */
export function transcriptExcerpt(transcript: string, max = HISTORY_EXCERPT_CHARS): string {
  const flat = transcript.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  // A long word with no space near the end is cut where it is, rather than dropping most of the text.
  const end = lastSpace >= max * 0.6 ? lastSpace : max;
  return `${cut.slice(0, end).replace(/[\s,.;:–-]+$/u, '')}…`;
}
