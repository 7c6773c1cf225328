import type { ConsultationView } from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { segmentsOf, toView } from './views.ts';

export async function getConsultation({
  db,
  user,
  id,
}: {
  db: Db;
  user: { id: string };
  id: string;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id);
  return toView(row, await segmentsOf(db, row.id));
}
