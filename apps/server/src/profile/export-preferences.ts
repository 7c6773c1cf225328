import { asc, eq } from 'drizzle-orm';
import { vocabularyTerm, writingStyle } from '../db/schema/index.ts';
import type { UserTableFile } from './export-types.ts';

/** The vet's vocabulary and writing style in the export (docs/decisions/039-vocabulary-and-writing-style.md). */
export const PREFERENCE_TABLE_FILES: UserTableFile[] = [
  {
    file: 'vocabulario.json',
    about:
      'seu vocabulário: termos que o VetVoz aprendeu com suas correções nas transcrições (e como o serviço ' +
      'de transcrição os tinha escrito) ou que você adicionou.',
    tables: ['vocabulary_term'],
    load: ({ db, userId }) =>
      db
        .select({
          term: vocabularyTerm.term,
          heard: vocabularyTerm.heard,
          source: vocabularyTerm.source,
          uses: vocabularyTerm.uses,
          createdAt: vocabularyTerm.createdAt,
          updatedAt: vocabularyTerm.updatedAt,
        })
        .from(vocabularyTerm)
        .where(eq(vocabularyTerm.userId, userId))
        .orderBy(asc(vocabularyTerm.term)),
  },
  {
    file: 'estilo-de-escrita.json',
    about:
      'como você escreve: suas instruções permanentes, o nível de detalhe por tipo de documento e as ' +
      'sugestões que você aceitou ou dispensou.',
    tables: ['writing_style'],
    load: async ({ db, userId }) =>
      (
        await db
          .select({
            instructions: writingStyle.instructions,
            detail: writingStyle.detail,
            answeredSuggestions: writingStyle.answeredSuggestions,
            updatedAt: writingStyle.updatedAt,
          })
          .from(writingStyle)
          .where(eq(writingStyle.userId, userId))
      )[0] ?? null,
  },
];
