import type { WebhookEventBody } from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { selectRows } from '../db/sql-rows.ts';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from './retry-schedule.ts';
import type { WebhookOutcome } from './send-webhook.ts';

/**
 * How long a claimed delivery is its sender's: six times the 10 s cut (which also bounds the DNS lookup),
 * so a send in flight is never claimed again by another sender in normal operation. A sender that died
 * mid-send leaves its claims to be taken again after this (at-least-once).
 */
export const CLAIM_LEASE_SECONDS = 60;

export interface ClaimedDelivery {
  id: string;
  attempt: number;
  /** The lease's end as the database wrote it: the outcome is recorded only while it is still this. */
  lease: string;
  body: WebhookEventBody;
  endpointId: string;
  userId: string;
  url: string;
  secretSalt: string;
}

/**
 * Claims up to `count` due automatic attempts of active endpoints in one statement, so that at most
 * `perEndpoint` of any one endpoint are in this process's hands (`held`, which it never claims again: a
 * receiver that hangs for 10 s holds only those places), skipping rows another sender is claiming (SKIP
 * LOCKED). The claim moves `next_attempt_at` to the lease's end: if the sender dies, that is when the
 * attempt is made again.
 */
export async function claimDueDeliveries({
  db,
  count,
  perEndpoint,
  held,
}: {
  db: Db;
  count: number;
  perEndpoint: number;
  held: readonly { id: string; endpointId: string }[];
}): Promise<ClaimedDelivery[]> {
  if (count <= 0) return [];
  const busy = new Map<string, number>();
  for (const claim of held) busy.set(claim.endpointId, (busy.get(claim.endpointId) ?? 0) + 1);
  const notMine =
    held.length > 0
      ? sql`and d.id not in (${sql.join(
          held.map((claim) => sql`${claim.id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const busyRows =
    busy.size > 0
      ? sql`values ${sql.join(
          [...busy].map(([endpointId, n]) => sql`(${endpointId}::uuid, ${n}::int)`),
          sql`, `,
        )}`
      : sql`select null::uuid, 0 where false`;
  return selectRows<ClaimedDelivery>(
    db,
    sql`
    with busy(endpoint_id, n) as (${busyRows}),
    due as (
      select d.id,
        row_number() over (partition by d.endpoint_id order by d.next_attempt_at) + coalesce(b.n, 0) as place
      from webhook_delivery d join webhook_endpoint e on e.id = d.endpoint_id
        left join busy b on b.endpoint_id = d.endpoint_id
      where d.status = 'pending' and d.next_attempt_at <= now() and d.scheduled_attempt is not null
        and e.status = 'active' ${notMine}
    ), picked as (
      select d.id from webhook_delivery d
      where d.id in (select id from due where place <= ${perEndpoint})
        and d.status = 'pending' and d.next_attempt_at <= now()
      order by d.next_attempt_at
      for update of d skip locked
      limit ${count}
    )
    update webhook_delivery d
      set next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    from webhook_endpoint e
    where d.id in (select id from picked) and e.id = d.endpoint_id
    returning d.id, d.scheduled_attempt as attempt, d.next_attempt_at::text as lease, d.body,
      e.id as "endpointId", e.user_id as "userId", e.url, e.secret_salt as "secretSalt"`,
  );
}

export interface DeliveryOutcome {
  claim: ClaimedDelivery;
  outcome: WebhookOutcome;
}

/**
 * Writes the outcomes of many attempts in one statement, each only if its claim still holds (the same
 * scheduled attempt and lease: a claim that lapsed and was taken again belongs to the newer sender). A
 * failure schedules the next attempt of RETRY_DELAYS_SECONDS, or ends as failed after the last; a 410, or
 * an endpoint no longer active, ends it as failed at once. Returns the ids written.
 */
export async function recordDeliveryOutcomes({
  db,
  outcomes,
}: {
  db: Db;
  outcomes: readonly DeliveryOutcome[];
}): Promise<string[]> {
  if (outcomes.length === 0) return [];
  const values = outcomes.map(({ claim, outcome }) => {
    const next =
      !outcome.ok && outcome.status !== 410 && claim.attempt < MAX_ATTEMPTS ? claim.attempt + 1 : null;
    const delay = next ? (RETRY_DELAYS_SECONDS[claim.attempt - 1] ?? 0) : 0;
    const status = outcome.ok ? 'delivered' : next ? 'pending' : 'failed';
    const error = outcome.ok ? null : outcome.error;
    return sql`(${claim.id}::uuid, ${claim.attempt}::int, ${claim.lease}::timestamptz, ${status}::text,
      ${error}::text, ${next}::int, ${delay}::int)`;
  });
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    update webhook_delivery d set
      attempts = d.attempts + 1,
      last_error = v.error,
      status = case when v.status = 'pending' and e.status <> 'active' then 'failed' else v.status end,
      scheduled_attempt = case when v.status = 'pending' and e.status = 'active' then v.next else null end,
      next_attempt_at = case when v.status = 'pending' and e.status = 'active'
        then now() + make_interval(secs => v.delay) else null end,
      delivered_at = case when v.status = 'delivered' then now() else d.delivered_at end
    from (values ${sql.join(values, sql`, `)}) as v(id, attempt, lease, status, error, next, delay),
      webhook_endpoint e
    where d.id = v.id and e.id = d.endpoint_id and d.status = 'pending'
      and d.scheduled_attempt = v.attempt and d.next_attempt_at = v.lease
    returning d.id`,
  );
  return rows.map((row) => row.id);
}

/** Hands claims back (a stopping node): due at once, for another sender to take. */
export async function releaseClaims({ db, claims }: { db: Db; claims: readonly ClaimedDelivery[] }) {
  if (claims.length === 0) return;
  await db.execute(sql`
    update webhook_delivery d set next_attempt_at = now()
    from (values ${sql.join(
      claims.map((claim) => sql`(${claim.id}::uuid, ${claim.lease}::timestamptz)`),
      sql`, `,
    )}) as v(id, lease)
    where d.id = v.id and d.status = 'pending' and d.next_attempt_at = v.lease`);
}
