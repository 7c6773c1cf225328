import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { isUuid } from '../http/uuid.ts';
import { calledBy } from './find-visible-consultation.ts';
import { publish } from './publish-event.ts';

export async function deleteConsultation({
  db,
  events,
  user,
  id,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
}): Promise<void> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const [deleted] = await db
    .delete(consultation)
    // Only the author deletes: a unit's owner and admins read members' consultations, never remove them.
    .where(calledBy(user, id, 'write'))
    .returning({ id: consultation.id });
  if (!deleted) throw new AppError('NOT_FOUND');
  await publish(events, { type: 'deleted', consultationId: deleted.id });
}
