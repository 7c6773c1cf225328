import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_LINK_DAYS,
  INVITATION_LINK_GONE_MESSAGE,
  type InvitationPreview,
  type UnitSummary,
  withoutLinks,
} from '@vetvoz/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { businessUnit, businessUnitInvitation, user } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { RateLimitRule } from '../rate-limit/rate-limit.ts';
import { acceptInvitation } from './my-invitations.ts';

/**
 * Looks at the link per client address: a person opens it a few times; a guesser (2^256 secrets) is cut
 * off long before it matters. Accepting through the link is counted per account.
 */
export const INVITATION_LINK_LIMITS = {
  previewPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  acceptPerUser: { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh link secret for an invitation: the secret goes in the e-mail, only its hash in the row. */
export function newInvitationToken(now = new Date()): {
  token: string;
  tokenHash: string;
  tokenExpiresAt: Date;
} {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    tokenHash: hashInvitationToken(token),
    tokenExpiresAt: new Date(now.getTime() + INVITATION_LINK_DAYS * DAY_MS),
  };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The live invitation a secret opens: unknown, answered (row gone) and expired all read as none. */
async function invitationOfToken(db: Db, token: string) {
  const [row] = await db
    .select({
      unitId: businessUnitInvitation.unitId,
      email: businessUnitInvitation.email,
      unitName: businessUnit.name,
      inviterName: user.name,
    })
    .from(businessUnitInvitation)
    .innerJoin(businessUnit, eq(businessUnit.id, businessUnitInvitation.unitId))
    .leftJoin(user, eq(user.id, businessUnitInvitation.invitedBy))
    .where(
      and(
        eq(businessUnitInvitation.tokenHash, hashInvitationToken(token)),
        gt(businessUnitInvitation.tokenExpiresAt, new Date()),
      ),
    );
  return row ?? null;
}

const gone = () => new AppError('NOT_FOUND', INVITATION_LINK_GONE_MESSAGE);

/** Who invited the link's holder to which unit; the names lose any link, as in the e-mail. */
export async function previewInvitationLink({
  db,
  token,
}: {
  db: Db;
  token: string;
}): Promise<InvitationPreview> {
  const invitation = await invitationOfToken(db, token);
  if (!invitation) throw gone();
  return {
    inviterName: withoutLinks((invitation.inviterName ?? '').trim()) || 'Um colega',
    unitName: withoutLinks(invitation.unitName),
  };
}

/**
 * Accepts the link's invitation for the signed-in account: only the invited address, confirmed — the link
 * adds no right the app does not already give that holder (docs/decisions/035). Another account gets the
 * same 404 as a dead link, before anything about confirmation is said.
 */
export async function acceptInvitationLink({
  db,
  me,
  token,
}: {
  db: Db;
  me: { id: string; email: string; emailVerified: boolean; name: string };
  token: string;
}): Promise<UnitSummary> {
  const invitation = await invitationOfToken(db, token);
  if (!invitation || invitation.email !== me.email.trim().toLowerCase()) throw gone();
  return acceptInvitation(db, me, invitation.unitId);
}
