import { createHash } from 'node:crypto';
import type { PageView } from '@vetvoz/domain';
import type { Db } from '../db/database.ts';
import { pageView } from '../db/schema/index.ts';

/**
 * An anonymous visitor key that changes every day: hash(secret, day, ip, user agent).
 * Counts unique visitors per day without storing an IP or tying views to an account.
 */
export function visitorHash({
  secret,
  ip,
  userAgent,
  now = new Date(),
}: {
  secret: string;
  ip: string;
  userAgent: string;
  now?: Date;
}): string {
  const day = now.toISOString().slice(0, 10);
  return createHash('sha256').update(`${secret}|${day}|${ip}|${userAgent}`).digest('base64url').slice(0, 22);
}

export async function recordPageView({
  db,
  view,
  visitor,
}: {
  db: Db;
  view: PageView;
  visitor: string;
}): Promise<void> {
  await db
    .insert(pageView)
    .values({ path: view.path, referrer: view.referrer ?? null, visitorHash: visitor });
}
