import { type DocumentRecord, markVetValues } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import { findVisibleConsultation, ownConsultations } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import { consultation, document } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { documentFlagsOf } from './grounding-flags.ts';
import { listDocuments } from './service.ts';

/**
 * The main animal's weight given after the consultation started ("informe o peso"): stored on the consultation,
 * then every ready document is checked again — the receita's doses per kg, and the weight now counts as
 * said for the grounding check. The author only, as for any change to the consultation.
 */
export async function setPatientWeight({
  db,
  events,
  user,
  id,
  weightKg,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
  weightKg: number;
}): Promise<DocumentRecord[]> {
  const row = await findVisibleConsultation(db, user, id, 'write');
  const changed = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(consultation)
      .set({ weightKg, updatedAt: sql`now()` })
      .where(and(eq(consultation.id, row.id), ownConsultations(user)))
      .returning();
    if (!updated) return [];
    const ready = await tx
      .select()
      .from(document)
      .where(and(eq(document.consultationId, row.id), eq(document.status, 'ready')));
    for (const doc of ready) {
      const flags = documentFlagsOf(doc.type, doc.content, updated, doc.patientIndex);
      await tx
        .update(document)
        .set({
          groundingFlags: doc.editedAt ? markVetValues(flags, doc.generatedContent) : flags,
          updatedAt: sql`now()`,
        })
        .where(eq(document.id, doc.id));
    }
    return ready.map((doc) => doc.id);
  });
  for (const documentId of changed) await events.publish('documents', { consultationId: row.id, documentId });
  return listDocuments({ db, user, consultationId: row.id });
}
