import type { TutorLink } from '@vetvoz/domain';
import { TUTOR_PAGE_PREFIX } from '@vetvoz/domain';
import type { tutorLink } from '../db/schema/index.ts';

export type TutorLinkRow = typeof tutorLink.$inferSelect;

/** Expired or revoked: the link answers 410 and its ciphertext is (or is about to be) erased. */
export function tutorLinkStatus(row: Pick<TutorLinkRow, 'expiresAt' | 'revokedAt'>, now = new Date()) {
  if (row.revokedAt) return 'revoked' as const;
  return row.expiresAt.getTime() <= now.getTime() ? ('expired' as const) : ('active' as const);
}

export function toTutorLink(row: TutorLinkRow, publicUrl: string): TutorLink {
  return {
    id: row.id,
    token: row.token,
    url: `${publicUrl}${TUTOR_PAGE_PREFIX}${row.token}`,
    documentTypes: row.documentTypes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: tutorLinkStatus(row),
  };
}
