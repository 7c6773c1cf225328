import type { DocumentEstablishment } from '@vetvoz/domain';
import { relations } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables better-auth needs (core + admin plugin), named as its drizzle adapter expects, with the
 * spec's profile fields on `user` (declared to better-auth as additionalFields in auth/auth.ts).
 */
export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Site role from the admin plugin: 'admin' makes a site admin; anything else is a regular user. */
  role: text('role'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  /** CRMV number and UF as the vet types it, e.g. "12345/SP". */
  crmv: text('crmv'),
  /** Digits only; unique per account. */
  cpf: text('cpf').unique(),
  birthDate: date('birth_date', { mode: 'string' }),
  /** The spec's `role` at sign-up: veterinario | estudante. */
  professionalRole: text('professional_role'),
  /** Plan chosen at sign-up or by subscription: gratis | mensal | semestral | anual. */
  plan: text('plan').notNull().default('gratis'),
  allowContact: boolean('allow_contact').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
  /** The vet's clinic or unit (name, CNPJ, CRMV registration, address, phone) printed on their documents. */
  documentEstablishment: jsonb('document_establishment').$type<DocumentEstablishment>(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/**
 * The joins better-auth asks for (a session with its user, a user with their accounts), declared so its
 * adapter reads them in one statement instead of one per table (advanced.database.joins in auth/auth.ts):
 * every signed-in request reads its session this way, so a round trip less on each. The relation names
 * are the ones the adapter looks up: `user` on a session or account, `accounts` and `sessions` on a user.
 */
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));

export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
}));
