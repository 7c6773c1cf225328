import { documentContentSchemas, documentModelJsonSchema } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { patientsOf, transcriptForPatient } from '../consultations/index.ts';
import type { Db } from '../db/database.ts';
import type { Tx } from '../db/queryable.ts';
import { consultation, document } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import {
  GenerationError,
  type GenerationPolicy,
  generateDocument,
  type TextModelResolver,
} from '../generation/index.ts';
import { defineJob } from '../jobs/define-job.ts';
import type { Logger } from '../logging/logger.ts';
import { getActivePrompt } from '../prompts/index.ts';
import { recordProviderCall } from '../provider-calls/index.ts';
import { recordWebhookEvent, wakeWebhookSenders } from '../webhooks/index.ts';
import { promptWithWritingStyle } from '../writing-style/index.ts';
import { isDocumentContentTooLarge, MAX_DOCUMENT_CONTENT_BYTES } from './content-limit.ts';
import { documentFeedOf } from './document-feed.ts';
import { documentFlagsOf } from './grounding-flags.ts';
import { partialWriterOf } from './partial-writer.ts';

/**
 * A generating document's content is handed to its streams at most this often (the first at once): each
 * hand-over is a patch of what changed (document-feed.ts), written with other documents' at the next tick.
 */
export const PATCH_INTERVAL_MS = 250;

export interface GenerationDeps {
  db: Db;
  events: EventBus;
  log: Logger;
  textModel: TextModelResolver;
  policy?: Partial<GenerationPolicy>;
}

/** One document's generation, queued per type by "Gerar documentos" and by "Tentar novamente". */
export const generateDocumentJob = defineJob({
  name: 'document.generate',
  version: 1,
  payload: z.object({ documentId: z.guid(), run: z.number().int().min(1) }),
  handler: (payload, deps: GenerationDeps) => runDocumentGeneration(deps, payload),
});

/**
 * The durable job of one document: streams it from the model with the active prompt, writing the partial
 * object as it grows, then the validated document, its grounding flags and the prompt version used. The
 * consultation was counted when the documents were asked for (usage/places.ts); a failure is kept with its
 * pt-BR reason, and support may give the consultation back. A job of an older run changes nothing.
 */
export async function runDocumentGeneration(
  deps: GenerationDeps,
  { documentId, run }: { documentId: string; run: number },
): Promise<void> {
  const { db, events, log } = deps;
  const [found] = await db
    .select({ document, consultation })
    .from(document)
    .innerJoin(consultation, eq(consultation.id, document.consultationId))
    .where(and(eq(document.id, documentId), eq(document.run, run)));
  if (found?.document.status !== 'generating') return;
  const type = found.document.type;
  const thisRun = and(eq(document.id, documentId), eq(document.run, run), eq(document.status, 'generating'));
  const consultationId = found.consultation.id;
  // Partial content lives in memory: this node's streams get patches at once, the database a tick later.
  const feed = documentFeedOf(events);
  const writer = partialWriterOf({ db, events, log, origin: feed.origin });
  const live = feed.begin({ documentId, consultationId });
  const showPartial = (content: unknown) => {
    live.update(content);
    writer.queue({ documentId, consultationId, run, content });
  };
  const endLive = () => {
    writer.drop(documentId);
    live.end();
  };
  // The embedded model is slow and may first download: the page says so (decision 028).
  const local = deps.textModel.provider === 'local' ? { downloadPercent: null } : undefined;
  const notify = (downloadPercent: number | null = null) =>
    events.publish('documents', {
      consultationId: found.consultation.id,
      documentId,
      ...(local ? { local: { downloadPercent } } : {}),
    });

  // Timed for the admin area: from resolving the model to the validated document or the failure.
  const startedAt = new Date();
  const started = performance.now();
  const recordCall = (errorCode?: string) =>
    recordProviderCall(db, log, {
      kind: 'text',
      provider: deps.textModel.provider,
      model: deps.textModel.modelId ?? '',
      startedAt,
      durationMs: performance.now() - started,
      errorCode,
    });
  try {
    let model: Awaited<ReturnType<typeof deps.textModel.get>>;
    if (local) await notify();
    const stopProgress = deps.textModel.onProgress?.(({ percent }) => void notify(percent).catch(() => {}));
    try {
      model = await deps.textModel.get();
    } finally {
      stopProgress?.();
    }
    const prompt = await getActivePrompt({ db, documentType: type });
    // The author's "Como você escreve" and detail level follow the admin's prompt.
    const systemPrompt = await promptWithWritingStyle(db, {
      body: prompt.body,
      authorId: found.consultation.ownerId,
      documentType: type,
    });
    let lastPatch = 0;
    const transcript = transcriptForPatient(found.consultation, found.document.patientIndex);
    for await (const event of generateDocument({
      model,
      systemPrompt,
      schema: documentContentSchemas[type],
      jsonSchema: documentModelJsonSchema(type),
      schemaName: type,
      // On a visit with several animals and a confirmed split: this animal's passages and the visit's.
      transcript,
      // Labels follow the whole transcript's paragraphs: an animal's passages are cut differently.
      speakers: transcript === found.consultation.transcript ? found.consultation.speakerLabels : undefined,
      patient: patientOf(found),
      policy: { ...deps.textModel.policy, ...deps.policy },
      log,
    })) {
      if (event.type === 'partial') {
        const now = Date.now();
        if (now - lastPatch < PATCH_INTERVAL_MS) continue;
        // A model that rambles past the cap is stopped (leaving the loop ends its stream); the run fails.
        if (isDocumentContentTooLarge(event.partial)) throw contentTooLarge();
        lastPatch = now;
        showPartial(event.partial);
      } else if (event.type === 'repairing') {
        // The corrected answer streams from empty: the page shows the placeholder meanwhile.
        showPartial(null);
      } else {
        if (isDocumentContentTooLarge(event.content)) throw contentTooLarge();
        // The page's patched content ends equal to the document (what the throttle skipped, defaults).
        live.update(event.content);
        // The final write is immediate and durable; a queued partial must not be written after it.
        endLive();
        const readyContent = event.content;
        await settleDocument(deps, found, 'document.ready', (tx) =>
          tx
            .update(document)
            .set({
              status: 'ready',
              content: readyContent,
              generatedContent: readyContent,
              groundingFlags: documentFlagsOf(
                found.document.type,
                readyContent,
                found.consultation,
                found.document.patientIndex,
              ),
              promptVersionId: prompt.id,
              promptVersion: prompt.version,
              textProvider: deps.textModel.provider,
              textModel: deps.textModel.modelId ?? null,
              repaired: event.repaired,
              errorCode: null,
              updatedAt: sql`now()`,
            })
            .where(thisRun)
            .returning({ id: document.id }),
        );
        recordCall();
        log.info(
          { documentId, type, promptVersion: prompt.version, repaired: event.repaired, usage: event.usage },
          'document generated',
        );
      }
    }
  } catch (error) {
    endLive();
    if (!(error instanceof GenerationError)) throw error; // the job queue retries database trouble
    // Refused before any model call: not the provider's doing.
    if (error.kind !== 'transcript_too_short') recordCall(error.kind);
    log.warn(
      // The embedded model's own failures (a missing or broken file) say why; they never hold consultation text.
      {
        documentId,
        type,
        kind: error.kind,
        ...(local && error.kind === 'local_model_missing' ? { reason: error.message } : {}),
      },
      'document generation failed',
    );
    await settleDocument(deps, found, 'document.failed', (tx) =>
      tx
        .update(document)
        .set({ status: 'failed', content: null, errorCode: error.kind, updatedAt: sql`now()` })
        .where(thisRun)
        .returning({ id: document.id }),
    );
  }
  await notify();
}

/**
 * Writes a run's end and, in the same transaction, the webhook event reporting it (an outbox): a run that
 * lost its document (a newer run, a deletion) writes neither.
 */
async function settleDocument(
  { db, events }: GenerationDeps,
  found: { document: typeof document.$inferSelect; consultation: typeof consultation.$inferSelect },
  type: 'document.ready' | 'document.failed',
  write: (tx: Tx) => Promise<{ id: string }[]>,
): Promise<void> {
  const recorded = await db.transaction(async (tx) => {
    if ((await write(tx)).length === 0) return 0;
    return recordWebhookEvent(tx, {
      ownerId: found.consultation.ownerId,
      type,
      consultationId: found.consultation.id,
      externalId: found.consultation.externalId,
      documentId: found.document.id,
      documentType: found.document.type,
    });
  });
  await wakeWebhookSenders(events, recorded);
}

/** The animal the document is about; the main one if the list changed under it. */
function patientOf(found: {
  document: { patientIndex: number };
  consultation: typeof consultation.$inferSelect;
}) {
  const patients = patientsOf(found.consultation);
  return patients[found.document.patientIndex] ?? (patients[0] as (typeof patients)[number]);
}

const contentTooLarge = () =>
  new GenerationError('invalid_output', `content over ${MAX_DOCUMENT_CONTENT_BYTES} bytes`);
