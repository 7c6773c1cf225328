import {
  dayInSaoPaulo,
  type ExtractedFollowUp,
  extractFollowUps,
  mentionsUndatedFollowUp,
} from '@vetvoz/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { consultation, followUp } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { TextModelResolver } from '../generation/index.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { Logger } from '../logging/logger.ts';
import { modelFollowUps } from './follow-ups-model.ts';

/** The model's answer is awaited this long at most: the rules' follow-ups stand without it. */
const MODEL_TIMEOUT_MS = 30_000;

export interface RecomputeDeps {
  db: Db;
  log: Logger;
  textModel?: TextModelResolver;
}

/**
 * Finds the follow-ups in the consultation's transcript again (when it is finalised and whenever the vet
 * edits it): the rules where the dates are explicit, the model — grounded — for returns said without
 * one. Rows the vet added or corrected stay; found rows that are found again keep their id (and the
 * reminders a tutor asked for them); the others are replaced.
 */
export async function recomputeFollowUps({
  db,
  log,
  textModel,
  consultationId,
}: RecomputeDeps & { consultationId: string }): Promise<void> {
  const [row] = await db.select().from(consultation).where(eq(consultation.id, consultationId));
  if (!row || (row.status !== 'ready' && row.status !== 'failed')) return;
  const day = dayInSaoPaulo(row.createdAt);
  const found: Found[] = extractFollowUps(row.transcript, day).map((item) => ({ ...item, source: 'regras' }));
  if (textModel && mentionsUndatedFollowUp(row.transcript, day)) {
    try {
      const more = await modelFollowUps({
        model: await textModel.get(),
        transcript: row.transcript,
        consultationDay: day,
        abortSignal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
      });
      for (const item of more) if (!sameAsAny(item, found)) found.push({ ...item, source: 'modelo' });
    } catch (error) {
      // Provider errors may quote the prompt: the name only.
      log.warn({ error: error instanceof Error ? error.name : 'unknown' }, 'follow-up model pass failed');
    }
  }
  await db.transaction(async (tx) => {
    const existing = await tx
      .select()
      .from(followUp)
      .where(and(eq(followUp.consultationId, row.id), ne(followUp.source, 'veterinario')));
    const keep = existing.filter((old) => found.some((item) => sameFollowUp(old, item)));
    const drop = existing.filter((old) => !keep.includes(old)).map((old) => old.id);
    if (drop.length > 0) await tx.delete(followUp).where(inArray(followUp.id, drop));
    const fresh = found.filter((item) => !keep.some((old) => sameFollowUp(old, item)));
    if (fresh.length > 0)
      await tx.insert(followUp).values(
        fresh.map((item) => ({
          consultationId: row.id,
          kind: item.kind,
          description: item.description,
          dueDate: item.dueDate,
          evidence: item.evidence,
          source: item.source,
        })),
      );
  });
}

type Found = ExtractedFollowUp & { source: 'regras' | 'modelo' };

function sameFollowUp(a: { kind: string; dueDate: string; evidence: string | null }, b: ExtractedFollowUp) {
  return a.kind === b.kind && a.dueDate === b.dueDate && a.evidence === b.evidence;
}
function sameAsAny(item: ExtractedFollowUp, list: ExtractedFollowUp[]) {
  return list.some((other) => other.kind === item.kind && other.dueDate === item.dueDate);
}

export const recomputeFollowUpsJob = defineJob({
  name: 'follow-ups.extract',
  version: 1,
  payload: z.object({ consultationId: z.guid() }),
  handler: ({ consultationId }, deps: RecomputeDeps) => recomputeFollowUps({ ...deps, consultationId }),
});

/** Queued when the transcript is settled or edited. */
export function queueFollowUpExtraction(db: Db, events: EventBus, consultationId: string) {
  return enqueueJob({ db, events, job: recomputeFollowUpsJob, payload: { consultationId } });
}
