import { DOCUMENT_TYPE_LABELS, type DocumentRecord, type Patient } from '@vetvoz/domain';
import { describePath } from './document-form.ts';
import { openWarnings } from './grounding.ts';

/** One unresolved flag of a document about to be copied, in words the vet can find on the page. */
export interface CopyWarning {
  key: string;
  /** "Receita — Dose (Medicamento 1)", with the animal's name first on a visit with several. */
  where: string;
  value: string;
  reason: string | null;
}

/**
 * The grounding warnings still open on the ready documents: what issuing would ask the vet to check is
 * asked before the text leaves for another system too.
 */
export function copyWarnings(
  documents: readonly DocumentRecord[],
  animals: readonly Patient[],
): CopyWarning[] {
  const several = animals.length > 1;
  return documents
    .filter((record) => record.status === 'ready')
    .flatMap((record) => {
      const index = record.patientIndex ?? 0;
      const animal = several ? animals[index]?.name : undefined;
      const label = DOCUMENT_TYPE_LABELS[record.type];
      return openWarnings(record.content, record.groundingFlags).map((flag) => {
        const place = describePath(record.type, flag.path)?.label;
        const where = [animal, place ? `${label} — ${place}` : label].filter(Boolean).join(': ');
        return {
          key: `${record.id}|${flag.path}|${flag.value}`,
          where,
          value: flag.value,
          reason: flag.reason ?? null,
        };
      });
    });
}
