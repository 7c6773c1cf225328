import {
  ANIMAL_SEXES,
  type AnimalSplitView,
  CONSULTATION_STATUSES,
  type Patient,
  SEGMENT_STATUSES,
  SPECIES,
  type SpeakerLabel,
} from '@vetvoz/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { businessUnit } from './business-units.ts';

/**
 * A consultation: the animal's data and the redacted transcript. Nothing about the tutor and no audio.
 * unit_id: the business unit it counts against; null for a personal one, and again null if the
 * unit is deleted (the author keeps it).
 */
export const consultation = pgTable(
  'consultation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    unitId: text('unit_id').references(() => businessUnit.id, { onDelete: 'set null' }),
    patientName: text('patient_name').notNull(),
    /**
     * The animal's name folded by the domain's foldForSearch (no case, no accents), written by the app
     * with every patient_name: the history's name search is a plain substring LIKE on it (history/name-pattern.ts).
     */
    patientNameFolded: text('patient_name_folded').notNull(),
    species: text('species', { enum: SPECIES }).notNull(),
    breed: text('breed'),
    sex: text('sex', { enum: ANIMAL_SEXES }),
    age: text('age'),
    weightKg: doublePrecision('weight_kg'),
    neutered: boolean('neutered'),
    /**
     * The visit's other animals, after the main one above, in the vet's order (docs/decisions/045-visits-with-several-animals.md).
     * Names of animals, kept like the main one's; nothing about the tutor.
     */
    otherPatients: jsonb('other_patients').$type<Patient[]>().notNull().default([]),
    /**
     * The transcript split between the animals: proposed by rules and the text model, confirmed by the vet.
     * Null with one animal, and again whenever the transcript or the animals change.
     */
    animalSplit: jsonb('animal_split').$type<AnimalSplitView>(),
    status: text('status', { enum: CONSULTATION_STATUSES }).notNull().default('recording'),
    lastSegmentIndex: integer('last_segment_index'),
    transcript: text('transcript').notNull().default(''),
    transcriptTooShort: boolean('transcript_too_short').notNull().default(true),
    transcriptEditedAt: timestamp('transcript_edited_at', { withTimezone: true }),
    /**
     * Who said each paragraph of the transcript (a role and where the label came from, never a name),
     * aligned with its blank-line paragraphs (decision 046).
     */
    speakerLabels: jsonb('speaker_labels').$type<SpeakerLabel[]>().notNull().default([]),
    durationSeconds: integer('duration_seconds'),
    sttProvider: text('stt_provider'),
    sttModel: text('stt_model'),
    /**
     * The id the browser chose, kept here only when another user's consultation already had it as its
     * primary key: this one got a random key, and the owner still finds it by the id they chose — so a
     * taken id answers exactly like a free one (no existence oracle).
     */
    requestedId: uuid('requested_id'),
    /**
     * The practice system's identifier of the visit, given through the API (docs/api.md): echoed back so
     * its records and ours match. An identifier, never a name: the API says not to put the tutor in it.
     */
    externalId: text('external_id'),
    /**
     * The person whose one free trial admitted this consultation (the author on the trial, or the owner of
     * a gratis unit); null when a paid plan did. Copied to its usage row when it is counted (decision 032).
     */
    trialUserId: text('trial_user_id').references(() => user.id, { onDelete: 'set null' }),
    /**
     * Tutor names learnt from introductions ("meu nome é…") in any segment, as keyed hashes (HMAC with
     * the server secret and this consultation's id) of each folded name word — never the names in clear.
     * Every segment, earlier and later, is redacted against them.
     */
    nameHashes: text('name_hashes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('consultation_owner_created_idx').on(table.ownerId, table.createdAt),
    // The admin overview counts today's consultations live (decision 025).
    index('consultation_created_at_idx').on(table.createdAt),
    // A unit's owner and admins list its consultations newest first (history, dashboard).
    index('consultation_unit_idx').on(table.unitId, table.createdAt),
    // The history's name search, a substring LIKE: finds the few matching rows, or that there are none,
    // without reading every visible consultation (history/service.ts).
    index('consultation_patient_name_folded_trgm_idx').using(
      'gin',
      table.patientNameFolded.op('gin_trgm_ops'),
    ),
    unique('consultation_owner_requested_id_uq').on(table.ownerId, table.requestedId),
    // One consultation per visit of a practice system: the same externalId again answers it (idempotent).
    unique('consultation_owner_external_id_uq').on(table.ownerId, table.externalId),
    // A person's free budget counts their trial's open consultations (usage/places.ts).
    index('consultation_trial_user_idx').on(table.trialUserId).where(sql`${table.trialUserId} is not null`),
  ],
);

/** One uploaded audio segment's outcome: its redacted text, never its audio. */
export const transcriptSegment = pgTable(
  'transcript_segment',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    status: text('status', { enum: SEGMENT_STATUSES }).notNull().default('pending'),
    text: text('text').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    /** Misheard words the vocabulary corrected in this segment ({ heard, term }), shown to the vet. */
    corrections: jsonb('corrections').$type<{ heard: string; term: string }[]>().notNull().default([]),
    /**
     * The vendor's speaker (A, B…) of each blank-line paragraph of `text` when it diarised the audio; null
     * when it returned plain text. Letters hold within one segment only.
     */
    speakers: jsonb('speakers').$type<string[]>(),
    /**
     * While a process transcribes a pending segment it holds this lease and renews it (decision 031): a
     * repeated upload meanwhile is not transcribed twice, and a lease left by a dead process expires.
     */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('transcript_segment_consultation_index_uq').on(table.consultationId, table.index)],
);

export const JOB_STATUSES = ['queued', 'running', 'failed'] as const;

/** The durable job queue, taken with FOR UPDATE SKIP LOCKED by any number of workers. */
export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** The version of the job's definition that queued it; a worker takes only the versions it defines. */
    version: integer('version').notNull().default(1),
    payload: jsonbPayload('payload'),
    /** Done jobs are deleted. */
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('job_runnable_idx').on(table.status, table.runAt)],
);

function jsonbPayload(name: string) {
  return jsonb(name).$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`);
}
