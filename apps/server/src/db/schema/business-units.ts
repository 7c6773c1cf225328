import { INVITABLE_UNIT_ROLES, MEMBER_STATUSES, UNIT_ROLES } from '@vetvoz/domain';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Business units (decision 024): our own tables, not better-auth's organization plugin. The
 * unit's consultation count is never stored: it is derived from `usage` rows with its unit_id in the
 * current monthly period, and each closed period is kept in `business_unit_period` by the renewal job.
 */
export const businessUnit = pgTable(
  'business_unit',
  {
    /** Text like consultation.unit_id and usage.unit_id, which were laid down before this table. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The creator; the unit goes with the owner's account (its members' consultations stay theirs). */
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('business_unit_owner_idx').on(table.ownerId)],
);

/** A person with an account in a unit: pending until they accept, then active (docs/product-rules.md §3 Member). */
export const businessUnitMember = pgTable(
  'business_unit_member',
  {
    unitId: text('unit_id')
      .notNull()
      .references(() => businessUnit.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: UNIT_ROLES }).notNull(),
    status: text('status', { enum: MEMBER_STATUSES }).notNull(),
    /** The address the invitation went to (the account's, at the time). */
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    /** When invited; set again when the invitation is accepted. */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.unitId, table.userId] }),
    // "My units" and the visibility condition read by user.
    index('business_unit_member_user_idx').on(table.userId, table.status, table.role),
  ],
);

/**
 * An invitation to an e-mail without an account yet. Once that person signs up and confirms the address,
 * accepting it makes them an active member (the row is deleted).
 */
export const businessUnitInvitation = pgTable(
  'business_unit_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: text('unit_id')
      .notNull()
      .references(() => businessUnit.id, { onDelete: 'cascade' }),
    /** Lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: INVITABLE_UNIT_ROLES }).notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * SHA-256 (hex) of the secret in the e-mail's link; the secret itself is never stored. Invitations made
     * before links carried one have none (docs/decisions/040-invitation-links-and-clean-up.md).
     */
    tokenHash: text('token_hash'),
    /** When the link stops opening the invitation page; the invitation itself stays in the app. */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  },
  (table) => [
    unique('business_unit_invitation_unit_email_uq').on(table.unitId, table.email),
    unique('business_unit_invitation_token_uq').on(table.tokenHash),
    index('business_unit_invitation_email_idx').on(table.email),
  ],
);

export interface PeriodMemberCount {
  userId: string;
  name: string;
  consultations: number;
}

/**
 * A closed monthly period of a unit, written once by the renewal job (insert on conflict do nothing), so a
 * job that runs twice or late records each period exactly once.
 */
export const businessUnitPeriod = pgTable(
  'business_unit_period',
  {
    unitId: text('unit_id')
      .notNull()
      .references(() => businessUnit.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    limit: integer('limit').notNull(),
    members: jsonb('members').$type<PeriodMemberCount[]>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.unitId, table.periodStart] })],
);
