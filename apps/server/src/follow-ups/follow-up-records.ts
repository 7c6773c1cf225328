import type { FollowUp } from '@vetvoz/domain';
import type { followUp } from '../db/schema/index.ts';

export type FollowUpRow = typeof followUp.$inferSelect;

export function toFollowUp(row: FollowUpRow): FollowUp {
  return {
    id: row.id,
    consultationId: row.consultationId,
    kind: row.kind,
    description: row.description,
    dueDate: row.dueDate,
    evidence: row.evidence,
    source: row.source,
  };
}
