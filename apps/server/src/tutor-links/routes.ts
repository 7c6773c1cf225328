import { readFileSync } from 'node:fs';
import {
  createTutorLinkContract,
  getTutorPackContract,
  listTutorLinksContract,
  revokeTutorLinkContract,
} from '@vetvoz/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { clientIp, type TrustProxy } from '../http/client-ip.ts';
import type { AppEnv } from '../http/context.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/rate-limit.ts';
import { createTutorLink } from './create-tutor-link.ts';
import { listTutorLinks, revokeTutorLink } from './manage-tutor-links.ts';
import { readTutorPack } from './read-tutor-pack.ts';
import {
  TUTOR_PAGE_SCRIPT_PATH,
  tutorLinkGoneHtml,
  tutorPageHtml,
  tutorPageRateLimitedHtml,
} from './tutor-page-html.ts';

/** Links a vet may create: one per delivery, far more than a clinic day needs. */
export const TUTOR_LINK_CREATE_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 60 * 60 };
/** Opens of tutor pages per client address: a family opens a few, a script guessing tokens is stopped. */
export const TUTOR_PAGE_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 10 * 60 };

/** Nothing of a tutor's page is kept by shared caches, indexed, or sent on as a referrer. */
const PRIVATE_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

interface Options {
  db: Db;
  publicUrl: string;
  tutorLinkDays: number;
  trustProxy: TrustProxy;
}

const limitPerAddress =
  (db: Db, trustProxy: TrustProxy): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await consumeRateLimit({ db, key: `tutor-page:ip:${clientIp(c, trustProxy)}`, rule: TUTOR_PAGE_LIMIT });
    await next();
  };

/** The vet's side (create, list, revoke) and the tutor's ciphertext, from their contracts. */
export function tutorLinkRoutes({ db, publicUrl, tutorLinkDays, trustProxy }: Options) {
  const routes = contractRoutes();

  routes.openapi(route(createTutorLinkContract), async (c) => {
    const user = signedInUser(c);
    await consumeRateLimit({ db, key: `tutor-link:user:${user.id}`, rule: TUTOR_LINK_CREATE_LIMIT });
    const link = await createTutorLink({
      db,
      user,
      consultationId: c.req.valid('param').id,
      input: c.req.valid('json'),
      days: tutorLinkDays,
      publicUrl,
    });
    return c.json(link, 201);
  });

  routes.openapi(route(listTutorLinksContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    const links = await listTutorLinks({
      db,
      user: signedInUser(c),
      consultationId: c.req.valid('param').id,
      publicUrl,
    });
    return c.json({ links }, 200);
  });

  routes.openapi(route(revokeTutorLinkContract), async (c) => {
    const link = await revokeTutorLink({ db, user: signedInUser(c), id: c.req.valid('param').id, publicUrl });
    return c.json(link, 200);
  });

  routes.openapi(route(getTutorPackContract, limitPerAddress(db, trustProxy)), async (c) => {
    for (const [name, value] of Object.entries(PRIVATE_PAGE_HEADERS)) c.header(name, value);
    const pack = await readTutorPack({ db, token: c.req.valid('param').token });
    return c.json(pack, 200);
  });

  return routes;
}

const script = readFileSync(new URL('./tutor-page-client.js', import.meta.url), 'utf8');

/**
 * `/t/<token>`: the page, or the gone page with 410 — never a 500 for a broken link (a database fault
 * still answers 500 through the error handler, which logs it).
 */
export function tutorPageRoutes({
  db,
  trustProxy,
  reminderChannels = [],
}: Pick<Options, 'db' | 'trustProxy'> & { reminderChannels?: readonly string[] }) {
  const routes = new Hono<AppEnv>();
  routes.get(TUTOR_PAGE_SCRIPT_PATH, (c) =>
    c.body(script, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    }),
  );
  routes.get('/t/:token', async (c) => {
    try {
      await consumeRateLimit({
        db,
        key: `tutor-page:ip:${clientIp(c, trustProxy)}`,
        rule: TUTOR_PAGE_LIMIT,
      });
      await readTutorPack({ db, token: c.req.param('token') });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'RATE_LIMITED')
        return c.html(tutorPageRateLimitedHtml(), 429, {
          ...PRIVATE_PAGE_HEADERS,
          'Retry-After': String(error.retryAfterSeconds ?? 60),
        });
      return c.html(tutorLinkGoneHtml(), 410, PRIVATE_PAGE_HEADERS);
    }
    return c.html(tutorPageHtml(reminderChannels), 200, PRIVATE_PAGE_HEADERS);
  });
  // `/t/` with nothing, or with more segments: a broken link all the same.
  routes.get('/t/*', (c) => c.html(tutorLinkGoneHtml(), 410, PRIVATE_PAGE_HEADERS));
  return routes;
}
