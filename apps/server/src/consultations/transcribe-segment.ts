import { joinParagraphs, type TranscriptSegmentView } from '@vetvoz/domain';
import { eq } from 'drizzle-orm';
import { type AnonymiseResult, anonymise } from '../anonymisation/index.ts';
import { noticeTrialProgress } from '../billing/index.ts';
import type { Db } from '../db/database.ts';
import { transcriptSegment } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { Logger } from '../logging/logger.ts';
import { recordProviderCall } from '../provider-calls/index.ts';
import type { SharedBudget } from '../rate-limit/shared-budget.ts';
import {
  type AudioInput,
  type RetryPolicy,
  type SpeakerTurn,
  type Transcriber,
  TranscriptionError,
  transcribeWithRetries,
} from '../transcription/index.ts';
import { applyCorrectionPairs, buildSpeechPrompt } from '../vocabulary/index.ts';
import { type ModelPassDeps, widenWithModelPass } from './anonymise-with-model.ts';
import type { BackgroundTranscriptions } from './background-transcriptions.ts';
import { claimSegment, renewSegmentLease, type SegmentClaim, type SegmentTarget } from './claim-segment.ts';
import { namesOf } from './consultation-names.ts';
import { finalizeConsultationJob } from './finalize-consultation.ts';
import { publishAtCommit } from './publish-event.ts';
import type { SegmentRow } from './rows.ts';
import { storeSegmentOutcome } from './store-segment-outcome.ts';
import { toSegmentView } from './views.ts';

export interface PipelineDeps {
  db: Db;
  events: EventBus;
  log: Logger;
  transcriber: Transcriber;
  retryPolicy: RetryPolicy;
  /** Keys the hashes of learnt tutor names (the server secret): never stored beside them. */
  nameKey: string;
  /** The anonymiser's second pass by the text model, when configured. */
  modelPass?: ModelPassDeps;
  /** Segments acknowledged before transcription, transcribing in this process. */
  background: BackgroundTranscriptions;
  /** This process's shares of each person's hourly segment budget (claim-segment.ts). */
  uploads: SharedBudget;
}

/** One segment upload as the route read it: the audio and the tutor's name live only as long as it. */
export interface SegmentUpload {
  deps: PipelineDeps;
  user: { id: string };
  id: string;
  index: number;
  audio: AudioInput;
  tutorName: string | undefined;
  /** The consultation and segment as the route read them before the body (saves the claim a read). */
  target?: SegmentTarget;
}

/** The end of one transcription: the stored segment, and the failure when the provider gave no text. */
export interface TranscriptionOutcome {
  segment: SegmentRow;
  failure?: TranscriptionError;
}

/**
 * Transcribes one uploaded segment while the request waits (clients that do not ask for an early
 * acknowledgement). Idempotent by (consultation, index): a segment already done is answered from the
 * database without calling the provider again.
 */
export async function transcribeSegment({
  deps,
  user,
  id,
  index,
  audio,
  tutorName,
  target,
}: SegmentUpload): Promise<TranscriptSegmentView> {
  const claim = await claimSegment(deps, user, id, index, target);
  if (claim.kind === 'done') return toSegmentView(claim.segment);
  // The other upload will finish it; this client keeps its audio and asks again later.
  if (claim.kind === 'busy') throw new AppError('UNAVAILABLE', SEGMENT_BUSY_MESSAGE);
  const { segment, failure } = await transcribeClaimed({ deps, claim, audio, tutorName });
  if (failure) throw failureError(failure);
  return toSegmentView(segment);
}

export const SEGMENT_BUSY_MESSAGE =
  'Este trecho ainda está sendo transcrito. Ele será confirmado em instantes.';

/** The API error of a failed transcription: unconfigured or missing local models are 503, the rest 502. */
export function failureError(failure: TranscriptionError): AppError {
  const code =
    failure.kind === 'local_model_missing' ||
    failure.kind === 'local_decoder_missing' ||
    failure.kind === 'not_configured'
      ? 'UNAVAILABLE'
      : 'TRANSCRIPTION_FAILED';
  return new AppError(code, failure.userMessage, { cause: failure });
}

/** Renews a claim's lease from now until the returned function is called. */
export function holdSegmentLease(
  deps: Pick<PipelineDeps, 'db' | 'log' | 'background'>,
  claim: ClaimedSegment,
) {
  const { row, segment } = claim;
  return renewSegmentLease(deps.db, segment.id, {
    renewing: () => !deps.background.stopping,
    onError: (error) =>
      deps.log.warn(
        { consultationId: row.id, index: segment.index, err: error },
        'segment lease renewal failed',
      ),
  });
}

export type ClaimedSegment = Extract<SegmentClaim, { kind: 'claimed' }>;

/**
 * Transcribes a segment this process claimed: calls the provider (retries included), anonymises, stores
 * the text under the consultation's row lock and tells the live streams. The audio exists only in this
 * call's memory: never written to the database, to disk or to the log. The claim's lease is renewed
 * meanwhile and cleared at the end.
 */
export async function transcribeClaimed({
  deps,
  claim,
  audio,
  tutorName,
}: {
  deps: PipelineDeps;
  claim: ClaimedSegment;
  audio: AudioInput;
  tutorName: string | undefined;
}): Promise<TranscriptionOutcome> {
  const { db, events, log, transcriber, retryPolicy } = deps;
  const { row, segment: claimed } = claim;
  const index = claimed.index;
  const stopRenewing = holdSegmentLease(deps, claim);
  try {
    return await transcribeAndStore();
  } finally {
    stopRenewing();
  }

  async function transcribeAndStore(): Promise<TranscriptionOutcome> {
    const names = namesOf(row, claim.authorName, tutorName);
    let attempts = 0;
    let audioSeconds = 0;
    let redacted: AnonymiseResult | undefined;
    let failure: TranscriptionError | undefined;
    let corrections: { heard: string; term: string }[] = [];
    let turns: SpeakerTurn[] | undefined;
    try {
      // The author's and the unit's vocabulary: a hint to the vendor, then a correction of what it still mishears.
      const { vocabulary } = claim;
      const prompt = buildSpeechPrompt({ terms: vocabulary.terms, limit: transcriber.promptLimit });
      const heard = await transcribeWithRetries({
        transcriber,
        audio,
        prompt,
        onTurns: (diarised) => {
          turns = diarised;
        },
        policy: retryPolicy,
        onAttempt: (n) => {
          attempts = n;
        },
        onMeasured: (seconds) => {
          audioSeconds = seconds;
        },
        onCall: (call) =>
          recordProviderCall(db, log, {
            kind: 'stt',
            provider: transcriber.provider,
            model: transcriber.model,
            ...call,
          }),
      });
      // A diarised segment keeps one paragraph per speaker turn (assemble-transcript.ts maps them to roles).
      const spoken = turns ? joinParagraphs(turns.map((turn) => turn.text)) : heard;
      const corrected = applyCorrectionPairs(spoken, vocabulary.pairs);
      const raw = corrected.text;
      corrections = corrected.corrections;
      redacted = await widenWithModelPass(deps.modelPass, raw, anonymise(raw, names), names);
    } catch (error) {
      const typed =
        error instanceof TranscriptionError
          ? error
          : new TranscriptionError('network', 'unexpected', { cause: error });
      // The kind and status only: never the audio or any text.
      log.warn({ consultationId: row.id, index, kind: typed.kind, attempts }, 'segment transcription failed');
      failure = typed;
    }

    const {
      updated: saved,
      status,
      counting,
    } = await db.transaction(async (tx) => {
      const stored = await storeSegmentOutcome(
        tx,
        {
          segmentId: claimed.id,
          consultationId: row.id,
          redacted,
          names,
          corrections,
          turns,
          failure,
          attempts,
          audioSeconds,
        },
        { nameKey: deps.nameKey, transcriber },
      );
      // Delivered at the commit, in the same round trips: no transaction of its own.
      await publishAtCommit(tx, { type: 'segment', consultationId: row.id, index });
      return stored;
    });
    if (counting?.counted && counting.trialUserId)
      await noticeTrialProgress({ db, events, log }, counting.trialUserId);
    // Read under the lock above: a finish that came meanwhile waited for it, and queues the job itself.
    if (status !== 'recording') {
      await enqueueJob({ db, events, job: finalizeConsultationJob, payload: { consultationId: row.id } });
    }

    if (saved) return { segment: saved, failure };
    const [done] = await db.select().from(transcriptSegment).where(eq(transcriptSegment.id, claimed.id));
    if (!done) throw new AppError('INTERNAL');
    return { segment: done };
  }
}
