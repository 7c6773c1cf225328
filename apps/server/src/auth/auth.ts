import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@vetvoz/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { and, eq, like } from 'drizzle-orm';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { RESET_TOKEN_TTL_SECONDS, resetPasswordMail } from './reset-password-mail.ts';
import { VERIFY_EMAIL_TOKEN_TTL_SECONDS, verifyEmailMail } from './verify-email-mail.ts';

/**
 * Profile fields of the spec stored on better-auth's user row. They are accepted only through
 * POST /api/accounts/sign-up, which validates them with the domain schema; better-auth's own
 * sign-up and update-user endpoints are closed to the browser (auth/routes.ts).
 */
const PROFILE_FIELDS = {
  firstName: { type: 'string', required: false, input: true },
  lastName: { type: 'string', required: false, input: true },
  phone: { type: 'string', required: false, input: true },
  crmv: { type: 'string', required: false, input: true },
  cpf: { type: 'string', required: false, input: true, unique: true },
  birthDate: { type: 'string', required: false, input: true },
  professionalRole: { type: 'string', required: false, input: true },
  plan: { type: 'string', required: false, input: true, defaultValue: 'gratis' },
  allowContact: { type: 'boolean', required: false, input: true, defaultValue: false },
  termsAcceptedAt: { type: 'date', required: false, input: true },
} as const;

export interface CreateAuthOptions {
  config: AppConfigEnv;
  db: Db;
  log: Logger;
  mailer: Mailer;
  /** Cleans what lives outside the user's rows (their photo file) before the account is deleted. */
  beforeDeleteUser: (userId: string) => Promise<void>;
}

/**
 * better-auth with e-mail + password and the admin plugin (site admins).
 * Sessions live in the database, so any number of API processes can serve them.
 */
export function createAuth({ config, db, log, mailer, beforeDeleteUser }: CreateAuthOptions) {
  return betterAuth({
    appName: 'VetVoz',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    trustedOrigins: trustedOrigins(config),
    user: {
      additionalFields: PROFILE_FIELDS,
      // LGPD: the user deletes their own account (password required); rows cascade or are anonymised.
      deleteUser: {
        enabled: true,
        beforeDelete: async (deleted) => {
          await beforeDeleteUser(deleted.id);
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail({ to: user.email, name: user.name, link }));
      },
      // Every other reset link of the user dies with the one just used (better-auth deletes only that one).
      onPasswordReset: async ({ user }) => {
        await db
          .delete(schema.verification)
          .where(
            and(
              like(schema.verification.identifier, 'reset-password:%'),
              eq(schema.verification.value, user.id),
            ),
          );
      },
    },
    // The address is confirmed through a link to the SPA's /verificar-email page (decision 014).
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFY_EMAIL_TOKEN_TTL_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const link = `${config.publicUrl}/verificar-email?token=${encodeURIComponent(token)}`;
        await mailer.send(verifyEmailMail({ to: user.email, name: user.name, link }));
      },
      // A listed address becomes site admin once its owner proved they read its mail.
      afterEmailVerification: async (verified) => {
        if (!config.adminEmails.has(verified.email.toLowerCase())) return;
        await db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, verified.id));
      },
    },
    // Our own database-backed limits (auth/routes.ts) cover sign-in and reset, per IP and per e-mail.
    rateLimit: { enabled: false },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // A session and its user in one statement (the relations in db/schema/auth.ts), not two.
      database: { joins: true },
    },
    databaseHooks: {
      user: {
        create: {
          // Nobody is admin at creation: a listed e-mail is promoted after it is verified (above).
          before: async (newUser) => {
            const isListedAdmin = config.adminEmails.has(newUser.email.toLowerCase());
            const verified = (newUser as { emailVerified?: boolean }).emailVerified === true;
            return { data: { ...newUser, role: isListedAdmin && verified ? 'admin' : 'user' } };
          },
        },
      },
    },
    logger: {
      level: 'warn',
      log: (level, message) => {
        const line = authLogLine(level, message);
        log[line.level]({ component: 'auth' }, line.message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * better-auth logs a client's mistakes (a foreign callback URL or origin) at error level with the value the
 * client sent. Those are the client's doing: warn, and only the words before the value — an anonymous
 * request must not write attacker text, or an error line, into our log.
 */
export function authLogLine(
  level: 'debug' | 'info' | 'success' | 'warn' | 'error',
  message: string,
): { level: 'debug' | 'info' | 'warn' | 'error'; message: string } {
  const clientMistake = /^(Invalid [\w ]+?):|^Blocked cross-site/.exec(message);
  if (clientMistake) return { level: 'warn', message: clientMistake[1] ?? 'Blocked cross-site request' };
  // Its other errors are mostly refusals of a request too ("Provider not found"); ours — a database or a
  // hook failing — stay errors. Every line is cut short.
  const ours = /INTERNAL_SERVER_ERROR|database|schema|hook|adapter/i.test(message);
  const pinoLevel = level === 'success' ? 'info' : level === 'error' && !ours ? 'warn' : level;
  return { level: pinoLevel, message: message.slice(0, 200) };
}

/** The browser origin (PUBLIC_URL); during development the Vite dev server too. */
export function trustedOrigins(config: AppConfigEnv): string[] {
  const origins = [config.publicUrl];
  if (!config.isProduction) origins.push('http://localhost:5173', 'http://127.0.0.1:5173');
  return origins;
}
