import {
  type ConsultationView,
  type CreateConsultationInput,
  foldForSearch,
  patientsOfInput,
  quotaRefusalMessage,
} from '@vetvoz/domain';
import { and, eq } from 'drizzle-orm';
import { quotaFor } from '../billing/index.ts';
import { admitUnitConsultation, unitOwnerOf } from '../business-units/index.ts';
import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Transcriber } from '../transcription/index.ts';
import { lockQuotas } from '../usage/index.ts';
import { calledBy } from './find-visible-consultation.ts';
import { segmentsOf, toView } from './views.ts';

export async function createConsultation({
  db,
  user,
  input,
  transcriber,
  externalId,
}: {
  db: Db;
  user: { id: string };
  input: CreateConsultationInput;
  transcriber: Transcriber;
  /** A practice system's visit id (the API): the same one again answers the same consultation. */
  externalId?: string;
}): Promise<{ view: ConsultationView; created: boolean }> {
  // The first animal is the main one: its columns, its name in the history; the others follow it.
  const [patient, ...otherPatients] = patientsOfInput(input);
  if (!patient) throw new AppError('VALIDATION');
  const requestedId = input.id;
  const unitId = input.businessUnitId?.trim() || undefined;
  // A retried creation (the answer was lost on a bad connection): the same consultation again.
  const existingView = async (from: Pick<Db, 'select'>) => {
    if (!requestedId && !externalId) return undefined;
    const [existing] = await from
      .select()
      .from(consultation)
      .where(
        externalId
          ? and(eq(consultation.ownerId, user.id), eq(consultation.externalId, externalId))
          : calledBy(user, requestedId as string, 'write'),
      );
    return existing && toView(existing, await segmentsOf(db, existing.id));
  };
  const retried = await existingView(db);
  if (retried) return { view: retried, created: false };
  const result = await db.transaction(async (tx) => {
    // Two tabs starting at once must not both take the last free consultation. A gratis unit shares its
    // owner's trial (decision 032), so the owner's lock too, every person's in the same order.
    const unitOwner = unitId ? await unitOwnerOf(tx, unitId) : undefined;
    await lockQuotas(tx, unitOwner ? [user.id, unitOwner] : [user.id]);
    const again = await existingView(tx);
    if (again) return { again };
    let trialUserId: string | null;
    if (unitId) {
      // A unit consultation counts in the unit's pool (business-units/unit-quota.ts), under its own lock.
      ({ trialUserId } = await admitUnitConsultation(tx, user.id, unitId));
    } else {
      const { row, decision } = await quotaFor(tx, user.id);
      if (!decision.allowed) throw new AppError('QUOTA_EXCEEDED', quotaRefusalMessage(decision.refusal));
      // Admitted by the trial (no paid plan decides): it uses the person's one free trial.
      trialUserId = !row || row.plan === 'gratis' ? user.id : null;
    }
    // An id another user already holds is answered like a free one (no existence oracle): this
    // consultation gets a random key and keeps the asked id, which only its owner resolves.
    const [taken] = requestedId
      ? await tx.select({ id: consultation.id }).from(consultation).where(eq(consultation.id, requestedId))
      : [];
    const [inserted] = await tx
      .insert(consultation)
      .values({
        ...(requestedId && !taken ? { id: requestedId } : {}),
        ...(taken ? { requestedId } : {}),
        ownerId: user.id,
        unitId: unitId ?? null,
        externalId: externalId ?? null,
        patientName: patient.name,
        patientNameFolded: foldForSearch(patient.name),
        species: patient.species,
        breed: patient.breed ?? null,
        sex: patient.sex ?? null,
        age: patient.age ?? null,
        weightKg: patient.weightKg ?? null,
        neutered: patient.neutered ?? null,
        otherPatients,
        trialUserId,
        sttProvider: transcriber.provider,
        sttModel: transcriber.model,
      })
      .returning();
    return { inserted };
  });
  if (result.again) return { view: result.again, created: false };
  if (!result.inserted) throw new AppError('INTERNAL');
  return { view: toView(result.inserted, []), created: true };
}
