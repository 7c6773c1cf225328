import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@vetvoz/domain';
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
import { consultation } from './consultations.ts';
import { promptVersion } from './prompts.ts';

/**
 * A document drafted from a consultation: one per type and animal (generating again replaces it).
 * Content is the animal's and the vet's clinical text; nothing about the tutor (the responsável's details
 * are typed when issuing and never stored).
 */
export const document = pgTable(
  'document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultationId: uuid('consultation_id')
      .notNull()
      .references(() => consultation.id, { onDelete: 'cascade' }),
    type: text('type', { enum: DOCUMENT_TYPES }).notNull(),
    /** The animal it is about: its index in the consultation's patients (0, the main one). */
    patientIndex: integer('patient_index').notNull().default(0),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('generating'),
    /** What the vet sees: edited, generated, or the partial object while streaming. */
    content: jsonb('content'),
    /** The validated output of the model, for "voltar à versão gerada". */
    generatedContent: jsonb('generated_content'),
    groundingFlags: jsonb('grounding_flags').notNull().default([]),
    promptVersionId: uuid('prompt_version_id').references(() => promptVersion.id, { onDelete: 'set null' }),
    promptVersion: integer('prompt_version'),
    textProvider: text('text_provider'),
    textModel: text('text_model'),
    repaired: boolean('repaired').notNull().default(false),
    errorCode: text('error_code'),
    /** Each generation run gets a new number, so a stale job never overwrites a newer run. */
    run: integer('run').notNull().default(1),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('document_consultation_type_patient_uq').on(table.consultationId, table.type, table.patientIndex),
    // The admin overview counts today's documents live (decision 025).
    index('document_created_at_idx').on(table.createdAt),
  ],
);

/**
 * One row per consultation counted against a quota, written at its first transcribed segment or first
 * document request, whichever comes first (usage/places.ts, decision 032): counts are derived from rows,
 * never kept in a counter that can drift. The row outlives a deleted consultation — a used consultation
 * stays used — unless support gives it back (`given_back_at`, audited).
 */
export const usage = pgTable(
  'usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null once the account is deleted: the consultation stays counted, by nobody (decision 016). */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    unitId: text('unit_id'),
    consultationId: uuid('consultation_id').references(() => consultation.id, { onDelete: 'set null' }),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The person whose one free trial this consultation used (a personal trial one, or one of their gratis
     * unit), copied from the consultation; null when a paid plan admitted it, and once that account is
     * deleted (the trial's CPF claim outlives it in trial_claim).
     */
    trialUserId: text('trial_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Support gave it back (a failure confirmed): it no longer counts anywhere. Who and why: audit_log. */
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
    /** Seconds of audio transcribed for it, as the speech provider measured them; never the audio. */
    audioSeconds: doublePrecision('audio_seconds').notNull().default(0),
  },
  (table) => [
    unique('usage_consultation_uq').on(table.consultationId),
    index('usage_trial_user_idx').on(table.trialUserId).where(sql`${table.trialUserId} is not null`),
    index('usage_user_counted_idx').on(table.userId, table.countedAt),
    // A business unit's pool and per-member counts read its usage rows by period (business-units/).
    index('usage_unit_counted_idx').on(table.unitId, table.countedAt),
  ],
);
