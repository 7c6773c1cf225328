import type { QueryClient } from '@tanstack/react-query';
import { DOCUMENT_TYPES, type DocumentRecord } from '@vetvoz/domain';
import { documentsKey } from '../api/documents.ts';

const order = (record: DocumentRecord) => DOCUMENT_TYPES.indexOf(record.type);
const animalOf = (record: DocumentRecord) => record.patientIndex ?? 0;

/** Cards per animal, in the order of the form's checkboxes, whatever order the jobs finish in. */
export function sortDocuments(records: DocumentRecord[]): DocumentRecord[] {
  return [...records].sort((a, b) => animalOf(a) - animalOf(b) || order(a) - order(b));
}

/**
 * Puts records the server sent (an answer or an SSE event) into the consultation's list. Generating a type
 * again replaces that type's record of the same animal, whatever its id, so the list holds one document
 * per type and animal. A record
 * older than the one held (an SSE event overtaken by a save's answer) is dropped.
 */
export function upsertDocuments(queryClient: QueryClient, consultationId: string, records: DocumentRecord[]) {
  queryClient.setQueryData<DocumentRecord[]>(documentsKey(consultationId), (current = []) => {
    let next = current;
    for (const record of records) {
      const held = next.find((doc) => doc.id === record.id);
      if (held && isOlder(record, held)) continue;
      const same = (doc: DocumentRecord) => doc.type === record.type && animalOf(doc) === animalOf(record);
      next = [...next.filter((doc) => doc.id !== record.id && !same(doc)), record];
    }
    return sortDocuments(next);
  });
}

function isOlder(record: DocumentRecord, than: DocumentRecord): boolean {
  return Date.parse(record.updatedAt) < Date.parse(than.updatedAt);
}
