import { TUTOR_LINK_TOKEN_PATTERN, type TutorPack } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { tutorLink } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { tutorLinkStatus } from './tutor-link-records.ts';

/**
 * The ciphertext behind a token, while the link is open. A malformed, truncated, unknown, expired or
 * revoked token — or one whose consultation was deleted with it — is one answer: LINK_GONE (410).
 */
export async function readTutorPack({
  db,
  token,
  now = new Date(),
}: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<TutorPack> {
  if (!TUTOR_LINK_TOKEN_PATTERN.test(token)) throw new AppError('LINK_GONE');
  const [row] = await db.select().from(tutorLink).where(eq(tutorLink.token, token));
  if (!row || tutorLinkStatus(row, now) !== 'active' || !row.iv || !row.ciphertext)
    throw new AppError('LINK_GONE');
  return { iv: row.iv, ciphertext: row.ciphertext, expiresAt: row.expiresAt.toISOString() };
}
