import type { ConsultationView, OtherPatientsInput, Patient } from '@vetvoz/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation, document } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { getConsultation } from './get-consultation.ts';
import { publish } from './publish-event.ts';

/**
 * "Outro animal": the visit's animals after the main one. A split of the transcript described the old
 * list and is forgotten; documents of an animal no longer in the list (by position) are deleted, so none
 * is issued under another animal's name.
 */
export async function setOtherPatients({
  db,
  events,
  user,
  id,
  input,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
  input: OtherPatientsInput;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id, 'write');
  const patients = input.patients as Patient[];
  const changed = (i: number) => row.otherPatients[i]?.name !== patients[i]?.name;
  // The first position whose animal changed: its documents and those after it were about other animals.
  let firstChanged = 0;
  while (firstChanged < Math.max(patients.length, row.otherPatients.length) && !changed(firstChanged))
    firstChanged += 1;
  await db.transaction(async (tx) => {
    await tx
      .update(consultation)
      .set({ otherPatients: patients, animalSplit: null, updatedAt: sql`now()` })
      .where(eq(consultation.id, row.id));
    await tx
      .delete(document)
      .where(and(eq(document.consultationId, row.id), gt(document.patientIndex, firstChanged)));
  });
  await publish(events, { type: 'status', consultationId: row.id });
  return getConsultation({ db, user, id });
}
