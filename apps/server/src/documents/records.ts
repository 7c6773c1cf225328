import type { DocumentRecord, GroundingFlag } from '@vetvoz/domain';
import type { document } from '../db/schema/index.ts';
import { generationMessageFor } from '../generation/index.ts';

export type DocumentRow = typeof document.$inferSelect;

export function toDocumentRecord(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    consultationId: row.consultationId,
    type: row.type,
    patientIndex: row.patientIndex,
    status: row.status,
    content: row.content ?? null,
    generatedContent: row.generatedContent ?? null,
    editedAt: row.editedAt?.toISOString() ?? null,
    groundingFlags: (row.groundingFlags as GroundingFlag[] | null) ?? [],
    promptVersion: row.promptVersion,
    errorCode: row.status === 'failed' ? row.errorCode : null,
    errorMessage: row.status === 'failed' ? generationMessageFor(row.errorCode) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
