import {
  type DocumentType,
  type StyleSuggestionAnswer,
  WRITING_INSTRUCTIONS_MAX_CHARS,
  type WritingStyle,
  type WritingStyleUpdate,
  type WritingStyleView,
  writingStyleSection,
  writingStyleUpdateSchema,
} from '@vetvoz/domain';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation, document, writingStyle } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { findStyleSuggestions } from './find-style-suggestions.ts';

/** The vet's most recent edited documents read for suggestions: recent habits, bounded work. */
const DOCUMENTS_READ = 60;

type Reader = Pick<Db, 'select'>;

async function styleRow(db: Reader, userId: string) {
  const [row] = await db.select().from(writingStyle).where(eq(writingStyle.userId, userId));
  return row;
}

/** The vet's style; the defaults (no instructions, "padrão" everywhere) without a row. */
export async function loadWritingStyle(db: Reader, userId: string): Promise<WritingStyle> {
  const row = await styleRow(db, userId);
  return { instructions: row?.instructions ?? '', detail: row?.detail ?? {} };
}

/** The admin's prompt body followed by the author's style for this document type (docs/ai-providers.md). */
export async function promptWithWritingStyle(
  db: Reader,
  { body, authorId, documentType }: { body: string; authorId: string; documentType: DocumentType },
): Promise<string> {
  const section = writingStyleSection(await loadWritingStyle(db, authorId), documentType);
  return section ? `${body.trim()}\n\n${section}` : body;
}

export async function getWritingStyle({ db, userId }: { db: Db; userId: string }): Promise<WritingStyleView> {
  const row = await styleRow(db, userId);
  const style = { instructions: row?.instructions ?? '', detail: row?.detail ?? {} };
  const edited = await db
    .select({
      id: document.id,
      type: document.type,
      generated: document.generatedContent,
      edited: document.content,
    })
    .from(document)
    .innerJoin(consultation, eq(consultation.id, document.consultationId))
    .where(
      and(
        eq(consultation.ownerId, userId),
        isNotNull(document.editedAt),
        isNotNull(document.generatedContent),
      ),
    )
    .orderBy(desc(document.editedAt))
    .limit(DOCUMENTS_READ);
  const suggestions = findStyleSuggestions({
    documents: edited,
    answered: row?.answeredSuggestions ?? [],
    instructions: style.instructions,
  });
  return { ...style, suggestions };
}

export async function updateWritingStyle({
  db,
  userId,
  changes,
}: {
  db: Db;
  userId: string;
  changes: WritingStyleUpdate;
}): Promise<WritingStyleView> {
  const { instructions, detail } = writingStyleUpdateSchema.parse(changes);
  await db
    .insert(writingStyle)
    .values({ userId, instructions, detail })
    .onConflictDoUpdate({
      target: writingStyle.userId,
      set: { instructions, detail, updatedAt: new Date() },
    });
  return getWritingStyle({ db, userId });
}

/**
 * The vet's answer to an offer: accepting appends its sentence to the instructions (refused when they
 * would pass the limit), dismissing only remembers it. Either way it is not offered again.
 */
export async function answerStyleSuggestion({
  db,
  userId,
  answer,
}: {
  db: Db;
  userId: string;
  answer: StyleSuggestionAnswer;
}): Promise<WritingStyleView> {
  const current = await getWritingStyle({ db, userId });
  const suggestion = current.suggestions.find((s) => s.id === answer.id);
  if (!suggestion) throw new AppError('NOT_FOUND', 'Esta sugestão não está mais disponível.');
  const row = await styleRow(db, userId);
  let instructions = current.instructions;
  if (answer.answer === 'accept') {
    instructions = instructions ? `${instructions}\n${suggestion.instruction}` : suggestion.instruction;
    if (instructions.length > WRITING_INSTRUCTIONS_MAX_CHARS)
      throw new AppError(
        'CONFLICT',
        `"Como você escreve" passaria de ${WRITING_INSTRUCTIONS_MAX_CHARS} caracteres. Encurte o texto e tente de novo.`,
      );
  }
  const answeredSuggestions = [...(row?.answeredSuggestions ?? []), answer.id];
  await db
    .insert(writingStyle)
    .values({ userId, instructions, detail: current.detail, answeredSuggestions })
    .onConflictDoUpdate({
      target: writingStyle.userId,
      set: { instructions, answeredSuggestions, updatedAt: new Date() },
    });
  return getWritingStyle({ db, userId });
}
