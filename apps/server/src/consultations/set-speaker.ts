import {
  type ConsultationView,
  type SpeakerLabel,
  type SpeakerRole,
  transcriptParagraphs,
} from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import type { EventBus } from '../events/event-bus.ts';
import { AppError } from '../http/app-error.ts';
import { ruleRole, scoreRole } from '../speakers/index.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { getConsultation } from './get-consultation.ts';
import { publish } from './publish-event.ts';
import { ownConsultations } from './visibility.ts';

/**
 * The vet says who said one paragraph; that label is theirs from now on (source "vet"). A transcript
 * nobody labelled gets the rules' suggestion for its other paragraphs, so every paragraph reads labelled.
 * The write holds only if the transcript is still the one the vet saw.
 */
export async function setSpeaker({
  db,
  events,
  user,
  id,
  paragraph,
  role,
}: {
  db: Db;
  events: EventBus;
  user: { id: string };
  id: string;
  paragraph: number;
  role: SpeakerRole;
}): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id, 'write');
  if (row.status === 'recording' || row.status === 'transcribing')
    throw new AppError('TRANSCRIPTION_IN_PROGRESS');
  const paragraphs = transcriptParagraphs(row.transcript);
  if (paragraph >= paragraphs.length) throw new AppError('VALIDATION', 'Parágrafo inválido.');
  const labels: SpeakerLabel[] =
    row.speakerLabels.length === paragraphs.length
      ? [...row.speakerLabels]
      : paragraphs.map((text) => ({ role: ruleRole(scoreRole(text)) ?? 'veterinario', source: 'model' }));
  labels[paragraph] = { role, source: 'vet' };
  const updated = await db
    .update(consultation)
    .set({ speakerLabels: labels, updatedAt: sql`now()` })
    .where(
      and(eq(consultation.id, row.id), ownConsultations(user), eq(consultation.transcript, row.transcript)),
    )
    .returning({ id: consultation.id });
  if (updated.length === 0)
    throw new AppError('CONFLICT', 'A transcrição mudou enquanto você escolhia. Tente de novo.');
  await publish(events, { type: 'status', consultationId: row.id });
  return getConsultation({ db, user, id });
}
