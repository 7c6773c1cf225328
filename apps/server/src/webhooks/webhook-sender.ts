import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { JobWorker } from '../jobs/queue.ts';
import type { Logger } from '../logging/logger.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  type DeliveryOutcome,
  recordDeliveryOutcomes,
  releaseClaims,
} from './claim-deliveries.ts';
import { disableWebhookEndpoint } from './disable-endpoint.ts';
import { postWebhook, type WebhookTransport, webhookSecret } from './send-webhook.ts';

/** Sends in flight at once per process: loopback bursts go fast, a slow receiver does not take a node. */
export const WEBHOOK_SEND_CONCURRENCY = 64;
/** Sends in flight at once to one endpoint per process: a receiver that hangs holds only these places. */
export const WEBHOOK_SENDS_PER_ENDPOINT = 32;
/**
 * A finished send or a wake waits this long for others before the outcomes are written and the next
 * claim is made: one statement for many, not one each (on PGlite every statement holds the process).
 */
const GATHER_MS = 20;

export interface WebhookSender {
  start(): Promise<void>;
  /** Claims what is due now instead of at the next poll. */
  wake(): void;
  /** Stops claiming; waits for sends in flight, or `graceMs` at most and hands the rest back. */
  stop(options?: { graceMs?: number }): Promise<number>;
}

/**
 * Each process's webhook sender (decision 054): claims due deliveries in batches (one statement), sends
 * them with a bounded pool, and writes the outcomes that finished meanwhile in one statement; then claims
 * again. Woken by the `webhooks` channel when deliveries are recorded; polls for retries that come due.
 */
export function createWebhookSender({
  db,
  events,
  log,
  webhooks,
  pollMs = 1000,
  concurrency = WEBHOOK_SEND_CONCURRENCY,
  perEndpoint = WEBHOOK_SENDS_PER_ENDPOINT,
}: {
  db: Db;
  events: EventBus;
  log: Logger;
  webhooks: WebhookTransport & { serverSecret: string };
  pollMs?: number;
  concurrency?: number;
  perEndpoint?: number;
}): WebhookSender {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  /** Claims in hand: sending, or sent with the outcome not yet written. */
  const held = new Map<string, ClaimedDelivery>();
  const finished: DeliveryOutcome[] = [];
  const sends = new Set<Promise<void>>();
  let busy = false;
  let again = false;

  const send = async (claim: ClaimedDelivery) => {
    const outcome = await postWebhook({
      url: claim.url,
      body: JSON.stringify(claim.body),
      secret: webhookSecret(webhooks.serverSecret, claim.secretSalt),
      transport: webhooks,
    }).catch((): DeliveryOutcome['outcome'] => ({
      ok: false,
      status: null,
      error: 'Não foi possível conectar ao endereço.',
    }));
    if (!outcome.ok)
      log.info(
        {
          deliveryId: claim.id,
          endpointId: claim.endpointId,
          attempt: claim.attempt,
          status: outcome.status,
        },
        'webhook delivery failed',
      );
    finished.push({ claim, outcome });
  };

  /** Writes what finished, then fills the free places; one round at a time, again if woken meanwhile. */
  const round = async () => {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    try {
      do {
        again = false;
        const done = finished.splice(0);
        if (done.length > 0) await writeOutcomes(done);
        const sending = held.size - finished.length;
        const free = concurrency - sending;
        if (!running || free <= 0) continue;
        const claims = await claimDueDeliveries({ db, count: free, perEndpoint, held: [...held.values()] });
        for (const claim of claims) {
          held.set(claim.id, claim);
          const started: Promise<void> = send(claim).finally(() => {
            sends.delete(started);
            // The last send in flight writes at once; others wait a moment to share the statement.
            if (sends.size === 0) void round();
            else soon();
          });
          sends.add(started);
        }
        // A full claim may have left more behind.
        if (claims.length === free) again = true;
      } while (again && (running || finished.length > 0));
    } catch (error) {
      log.error({ err: error }, 'webhook sender could not claim or record deliveries');
    } finally {
      busy = false;
    }
  };

  const writeOutcomes = async (done: DeliveryOutcome[]) => {
    try {
      await recordDeliveryOutcomes({ db, outcomes: done });
    } finally {
      for (const { claim } of done) held.delete(claim.id);
    }
    const gone = new Map<string, string>();
    for (const { claim, outcome } of done)
      if (!outcome.ok && outcome.status === 410) gone.set(claim.endpointId, claim.userId);
    for (const [endpointId, userId] of gone)
      await disableWebhookEndpoint({ deps: { db, events }, endpointId, userId });
  };

  let gather: NodeJS.Timeout | undefined;
  const soon = () => {
    if (gather) return;
    gather = setTimeout(() => {
      gather = undefined;
      void round();
    }, GATHER_MS);
  };

  const tick = () => {
    if (!running) return;
    void round();
    clearTimeout(timer);
    timer = setTimeout(tick, pollMs);
  };

  return {
    async start() {
      if (running) return;
      running = true;
      // Deliveries recorded one by one (a burst of documents) are claimed together.
      unsubscribe = await events.subscribe('webhooks', () => soon());
      tick();
    },
    wake: tick,
    async stop({ graceMs }: { graceMs?: number } = {}) {
      running = false;
      clearTimeout(timer);
      clearTimeout(gather);
      gather = undefined;
      await unsubscribe?.();
      let graceTimer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        if (graceMs !== undefined) graceTimer = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.all(sends), graceMs === undefined ? new Promise(() => {}) : grace]);
      clearTimeout(graceTimer);
      // Outcomes of what finished are written; what is still in flight goes back to be claimed again.
      while (busy) await new Promise((resolve) => setTimeout(resolve, 10));
      await round();
      const left = [...held.values()];
      if (left.length === 0) return 0;
      await releaseClaims({ db, claims: left }).catch((error: unknown) =>
        log.warn({ err: error }, 'webhook claims not handed back (taken again when their lease ends)'),
      );
      return left.length;
    },
  };
}

/**
 * The job worker and the webhook sender as the one worker the app starts, wakes and stops (main.ts,
 * lifecycle, tests): both take work from the database and hand it back on stop.
 */
export function withWebhookSender(worker: JobWorker, sender: WebhookSender): JobWorker {
  return {
    async start() {
      await Promise.all([worker.start(), sender.start()]);
    },
    wake() {
      worker.wake();
      sender.wake();
    },
    async stop(options) {
      const [jobs, deliveries] = await Promise.all([worker.stop(options), sender.stop(options)]);
      return jobs + deliveries;
    },
  };
}
