import { eq } from 'drizzle-orm';
import type { ConsultationNames } from '../anonymisation/index.ts';
import type { Queryable } from '../db/queryable.ts';
import { user } from '../db/schema/index.ts';

/**
 * The names the anonymiser must tell apart in one consultation: the tutor's (redacted and learnt), the
 * animals' and the vet's — the author's, whoever of the unit reads it later — which stay. Without the last
 * two, a patient called Max or a vet called Camila said in the consultation would vanish from the record.
 */
export async function consultationNames(
  db: Queryable,
  row: { ownerId: string; patientName: string; otherPatients?: { name: string }[] },
  tutorName: string | undefined,
): Promise<ConsultationNames> {
  const [author] = await db.select({ name: user.name }).from(user).where(eq(user.id, row.ownerId));
  return namesOf(row, author?.name, tutorName);
}

/** The same, with the author's name already read (an upload reads it with the consultation). */
export function namesOf(
  row: { patientName: string; otherPatients?: { name: string }[] },
  vetName: string | undefined,
  tutorName: string | undefined,
): ConsultationNames {
  // Every animal of the visit keeps its name: the anonymiser reads these word by word, so a visit's
  // names side by side protect each ("Rex, Maria" keeps a dog called Maria).
  const patientName = [row.patientName, ...(row.otherPatients ?? []).map((p) => p.name)].join(', ');
  return { tutorName, patientName, vetName };
}
