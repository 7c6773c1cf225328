import {
  type AnimalSplitView,
  type ConfirmAnimalSplitInput,
  type ConsultationView,
  SPLIT_CHANGED_MESSAGE,
  SPLIT_FAILED_MESSAGE,
  SPLIT_NEEDS_ANIMALS_MESSAGE,
  TRANSCRIPT_TOO_SHORT_MESSAGE,
} from '@vetvoz/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { consultation } from '../db/schema/index.ts';
import type { TextModelResolver } from '../generation/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Logger } from '../logging/logger.ts';
import { findVisibleConsultation } from './find-visible-consultation.ts';
import { getConsultation } from './get-consultation.ts';
import type { ConsultationRow } from './rows.ts';
import {
  combineSplit,
  comparableTranscript,
  modelSentenceAnimals,
  ruleSentences,
} from './split-with-model.ts';
import { patientsOf } from './views.ts';

/** The model's answer is awaited this long; the rules' split stands after it. */
const MODEL_SPLIT_TIMEOUT_MS = 30_000;

export interface SplitDeps {
  db: Db;
  log: Logger;
  /** None: the rules alone split. */
  textModel: TextModelResolver | undefined;
}

/**
 * "Dividir por animal": the rules' split of the transcript, refined by the text model where no animal is
 * named, stored unconfirmed for the vet to check. The embedded model is not asked (a CPU model would hold
 * the page for minutes); a failing or slow remote model leaves the rules' split. If the split itself fails,
 * nothing is stored and the documents stay those of a visit with one animal.
 */
export async function proposeAnimalSplit(
  deps: SplitDeps,
  { user, id }: { user: { id: string }; id: string },
): Promise<ConsultationView> {
  const { db, log } = deps;
  const row = await findVisibleConsultation(db, user, id, 'write');
  if (row.otherPatients.length === 0) throw new AppError('VALIDATION', SPLIT_NEEDS_ANIMALS_MESSAGE);
  if (row.status === 'recording' || row.status === 'transcribing')
    throw new AppError('TRANSCRIPTION_IN_PROGRESS');
  if (row.transcriptTooShort) throw new AppError('VALIDATION', TRANSCRIPT_TOO_SHORT_MESSAGE);
  const patients = patientsOf(row);
  let split: AnimalSplitView;
  try {
    const sentences = ruleSentences(row.transcript, patients);
    let fromModel: (number[] | undefined)[] | undefined;
    if (deps.textModel && deps.textModel.provider !== 'local') {
      try {
        fromModel = await modelSentenceAnimals(await deps.textModel.get(), sentences, patients, {
          abortSignal: AbortSignal.timeout(MODEL_SPLIT_TIMEOUT_MS),
        });
      } catch (error) {
        // Provider errors may quote the prompt: the log names the failure only.
        log.warn(
          { error: error instanceof Error ? error.name : 'unknown' },
          'animal split: model failed, rules only',
        );
      }
    }
    const passages = combineSplit(sentences, fromModel);
    if (passages.length === 0) throw new Error('no passages');
    split = { passages, source: fromModel ? 'rules+model' : 'rules', confirmedAt: null };
  } catch (error) {
    log.warn({ error: error instanceof Error ? error.name : 'unknown' }, 'animal split failed');
    throw new AppError('UNAVAILABLE', SPLIT_FAILED_MESSAGE);
  }
  await db
    .update(consultation)
    .set({ animalSplit: split, updatedAt: sql`now()` })
    .where(and(eq(consultation.id, row.id), eq(consultation.transcript, row.transcript)));
  return getConsultation({ db, user, id });
}

/**
 * The vet's confirmation: each proposed passage with the animals the vet left on it. Refused when the
 * transcript or the animals changed since the proposal (it described another text).
 */
export async function confirmAnimalSplit(
  db: Db,
  { user, id, input }: { user: { id: string }; id: string; input: ConfirmAnimalSplitInput },
): Promise<ConsultationView> {
  const row = await findVisibleConsultation(db, user, id, 'write');
  const proposed = usableSplit(row);
  const count = patientsOf(row).length;
  if (!proposed || proposed.passages.length !== input.passages.length) {
    throw new AppError('CONFLICT', SPLIT_CHANGED_MESSAGE);
  }
  if (input.passages.some((animals) => animals.some((a) => a >= count))) {
    throw new AppError('VALIDATION', 'Animal inválido.');
  }
  const passages = proposed.passages.map((passage, i) => ({
    text: passage.text,
    animals: [...new Set(input.passages[i] ?? [])].sort((a, b) => a - b),
  }));
  const confirmed: AnimalSplitView = {
    passages,
    source: proposed.source,
    confirmedAt: new Date().toISOString(),
  };
  await db
    .update(consultation)
    .set({ animalSplit: confirmed, updatedAt: sql`now()` })
    .where(eq(consultation.id, row.id));
  return getConsultation({ db, user, id });
}

/** The stored split, if it still describes this transcript and these animals; otherwise none. */
export function usableSplit(row: Pick<ConsultationRow, 'animalSplit' | 'transcript' | 'otherPatients'>) {
  const split = row.animalSplit;
  if (!split || row.otherPatients.length === 0) return undefined;
  const count = row.otherPatients.length + 1;
  if (split.passages.some((p) => p.animals.some((a) => a >= count))) return undefined;
  const text = comparableTranscript(split.passages.map((p) => p.text).join(' '));
  return text === comparableTranscript(row.transcript) ? split : undefined;
}

/**
 * The share of the transcript one animal's documents are drafted from: its passages and those about the
 * visit as a whole. The whole transcript when no confirmed split applies — the flow of a single animal.
 */
export function transcriptForPatient(
  row: Pick<ConsultationRow, 'animalSplit' | 'transcript' | 'otherPatients'>,
  patientIndex: number,
): string {
  const split = usableSplit(row);
  if (!split?.confirmedAt) return row.transcript;
  return split.passages
    .filter((p) => p.animals.length === 0 || p.animals.includes(patientIndex))
    .map((p) => p.text)
    .join('\n');
}
