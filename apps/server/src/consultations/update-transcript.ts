import { type ConsultationView, isTranscriptTooShort } from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import { anonymise } from '../anonymisation/index.ts';
import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { alignLabels } from '../speakers/index.ts';
import { learnFromEdit } from '../vocabulary/index.ts';
import { recordWebhookEvent, wakeWebhookSenders } from '../webhooks/index.ts';
import { type ModelPassDeps, widenWithModelPass } from './anonymise-with-model.ts';
import { assembleTranscript } from './assemble-transcript.ts';
import { consultationNames } from './consultation-names.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { getConsultation } from './get-consultation.ts';
import { publish } from './publish-event.ts';
import { queueFollowUpExtraction } from './recompute-follow-ups.ts';
import { redactLearntNames } from './redact-learnt-names.ts';
import { correctionsOf, segmentsOf } from './views.ts';
import { ownConsultations } from './visibility.ts';

/**
 * The vet's edit of the transcript. It goes through the anonymiser again (with the tutor's name when the
 * client sends it): an edit may add a phone number or a name, and the stored transcript must stay redacted.
 * Placeholders already there survive unchanged.
 */
export async function updateTranscript({
  db,
  events,
  user,
  id,
  transcript,
  tutorName,
  nameKey,
  modelPass,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
  transcript: string;
  tutorName: string | undefined;
  nameKey: string;
  modelPass?: ModelPassDeps;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id, 'write');
  // Typed notes instead of audio: a consultation that never received a segment takes the text as is.
  const segments = await segmentsOf(db, row.id);
  const typedNotes = row.status === 'recording' && segments.length === 0;
  if (!typedNotes && (row.status === 'recording' || row.status === 'transcribing')) {
    throw new AppError('TRANSCRIPTION_IN_PROGRESS');
  }
  const names = await consultationNames(db, row, tutorName);
  const redacted = await widenWithModelPass(modelPass, transcript, anonymise(transcript, names), names);
  const recorded = await db.transaction(async (tx) => {
    // The names learnt from the segments apply to the edit too, and a name the edit introduces is learnt.
    const text = await redactLearntNames(tx, {
      consultationId: row.id,
      nameKey,
      redacted,
      teach: names,
    });
    await tx
      .update(consultation)
      .set({
        ...(typedNotes ? { status: 'ready', sttProvider: null, sttModel: null } : {}),
        transcript: text,
        transcriptTooShort: isTranscriptTooShort(text),
        // Who said what stays on its paragraph through the edit (speakers/align-labels.ts).
        speakerLabels: alignLabels({ text: row.transcript, labels: row.speakerLabels }, text),
        transcriptEditedAt: sql`now()`,
        // A split of the transcript between the animals was of the text before this edit.
        animalSplit: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(consultation.id, row.id), ownConsultations(user)));
    // What the vet corrected in the vendor's text teaches the vocabulary (docs/ai-providers.md).
    if (segments.length > 0) {
      await learnFromEdit({
        db: tx,
        consultationId: row.id,
        userId: row.ownerId,
        vendorText: await assembleTranscript(tx, row.id),
        editedText: text,
        corrections: correctionsOf(segments),
        protectedNames: [names.patientName, names.vetName].filter((n): n is string => !!n),
      });
    }
    // Typed notes make the consultation ready: a practice system waiting for it hears so.
    if (!typedNotes) return 0;
    return recordWebhookEvent(tx, {
      ownerId: row.ownerId,
      type: 'consultation.transcribed',
      consultationId: row.id,
      externalId: row.externalId,
    });
  });
  await wakeWebhookSenders(events, recorded);
  await publish(events, { type: 'status', consultationId: row.id });
  // An edit may add, change or remove a return: the follow-ups are found again (the vet's own lines stay).
  await queueFollowUpExtraction(db, events, row.id);
  return getConsultation({ db, user, id });
}
