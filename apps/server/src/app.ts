import path from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { accountRoutes } from './accounts/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { appConfigRoutes } from './app-config/routes.ts';
import { type Auth, createAuth, trustedOrigins } from './auth/auth.ts';
import { authRoutes } from './auth/routes.ts';
import { loadSession } from './auth/session.ts';
import type { AppConfigEnv } from './config/config.ts';
import type { Database } from './db/database.ts';
import { healthRoutes } from './health/routes.ts';
import { AppError } from './http/app-error.ts';
import type { AppEnv } from './http/context.ts';
import { handleError } from './http/error-handler.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { spaRoutes } from './http/spa.ts';
import type { Logger } from './logging/logger.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { PROFILE_PHOTO_PATH, profileRoutes } from './profile/routes.ts';
import { photoKey } from './profile/service.ts';
import { siteRoutes } from './site/routes.ts';
import { createLocalStorage, type FileStorage } from './storage/storage.ts';

/** JSON bodies of the API; routes that take files set their own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Upload routes with a limit of their own. */
const UPLOAD_PATHS = new Set([PROFILE_PHOTO_PATH]);

export interface CreateAppOptions {
  config: AppConfigEnv;
  database: Database;
  log: Logger;
}

export interface App {
  app: Hono<AppEnv>;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
}

export function createApp({ config, database, log }: CreateAppOptions): App {
  const { db } = database;
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  const auth = createAuth({
    config,
    db,
    log,
    mailer,
    beforeDeleteUser: (userId) => storage.delete(photoKey(userId)),
  });
  const app = new Hono<AppEnv>();

  app.onError(handleError);
  app.use('*', requestContext(log));
  app.use('*', securityHeaders({ isProduction: config.isProduction }));

  const api = new Hono<AppEnv>();
  const jsonLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  api.use('*', (c, next) => (UPLOAD_PATHS.has(c.req.path) ? next() : jsonLimit(c, next)));
  // Cookie-authenticated writes must come from our own pages (better-auth checks its own routes).
  api.use('*', csrf({ origin: trustedOrigins(config) }));
  api.use('*', loadSession(auth, config));
  api.route('/', healthRoutes(database));
  api.route('/', authRoutes({ auth, db, trustProxy: config.trustProxy }));
  api.route('/', accountRoutes({ auth, db }));
  api.route('/', profileRoutes({ db, config, storage }));
  api.route('/', appConfigRoutes(db));
  api.route('/', siteRoutes(config));
  api.route('/', analyticsRoutes({ db, secret: config.authSecret, trustProxy: config.trustProxy }));
  api.all('*', () => {
    throw new AppError('NOT_FOUND');
  });

  app.route('/api', api);
  app.route('/', spaRoutes(config.webDistDir));
  return { app, auth, mailer, storage };
}
