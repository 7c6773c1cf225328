import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import { notifyUser, unitInvitationText } from '../notifications/index.ts';
import type { InAppInvitation } from './invite-member.ts';

/**
 * The bell's notice of an invitation (product notifications), beside the e-mail: an invited
 * account sees it next time the app is open, live if it is. Each invitation is its own event (a person
 * removed and invited again is told again), hence the instant in the dedupe key.
 */
export function inAppInvitationNotice({ db, events }: { db: Db; events: EventBus }) {
  return async (invitation: InAppInvitation, now = new Date()): Promise<void> => {
    const text = unitInvitationText({
      unitName: invitation.unitName,
      inviterName: invitation.inviterName,
      role: invitation.role,
    });
    await notifyUser(
      { db, events },
      {
        userId: invitation.userId,
        kind: 'unit_invitation',
        ...text,
        dedupeKey: `unit_invitation:${invitation.unitId}:${invitation.userId}:${now.toISOString()}`,
      },
    );
  };
}
