import type { ConsultationEvent, EventBus } from '../events/event-bus.ts';

/** Tells the consultation's live streams (this process and the others) that something changed. */
export function publish(events: EventBus, event: ConsultationEvent) {
  return events.publish('consultation', event);
}
