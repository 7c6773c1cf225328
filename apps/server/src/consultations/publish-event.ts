import type { Tx } from '../db/queryable.ts';
import { type ConsultationEvent, type EventBus, notifyStatement } from '../events/event-bus.ts';

/** Tells the consultation's live streams (this process and the others) that something changed. */
export function publish(events: EventBus, event: ConsultationEvent) {
  return events.publish('consultation', event);
}

/** The same, sent at the commit of `tx`: the event never reaches a stream before what it announces is visible. */
export async function publishAtCommit(tx: Pick<Tx, 'execute'>, event: ConsultationEvent) {
  await tx.execute(notifyStatement('consultation', event));
}
