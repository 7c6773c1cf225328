import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { contractRoutes } from '../http/contract.ts';
import { verificationPageRoutes, verificationRoutes } from '../verification/index.ts';
import { tutorLinkRoutes, tutorPageRoutes } from './routes.ts';

type LinkConfig = Pick<AppConfigEnv, 'publicUrl' | 'tutorLinkDays' | 'trustProxy'> &
  Partial<Pick<AppConfigEnv, 'whatsappReminders'>>;

/** What the links VetVoz prints and sends lead to, on the API: the tutor's pack and the verification. */
export function linkApiRoutes({ db, config }: { db: Db; config: LinkConfig }) {
  const routes = contractRoutes();
  routes.route('/', tutorLinkRoutes({ db, ...config }));
  routes.route('/', verificationRoutes({ db, trustProxy: config.trustProxy }));
  return routes;
}

/** The same links' pages, outside /api: `/t/<token>` and `/v/<code>`, server-rendered. */
export function linkPages({ db, config }: { db: Db; config: LinkConfig }) {
  // E-mail reminders always; WhatsApp only with an official provider configured (decision 044).
  const reminderChannels = config.whatsappReminders ? ['email', 'whatsapp'] : ['email'];
  const pages = tutorPageRoutes({ db, trustProxy: config.trustProxy, reminderChannels });
  pages.route('/', verificationPageRoutes({ db, trustProxy: config.trustProxy }));
  return pages;
}
