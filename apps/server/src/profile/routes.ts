import { profileUpdateSchema } from '@vetvoz/domain';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireUser } from '../auth/session.ts';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { readJson } from '../http/validate.ts';
import { consumeRateLimit } from '../rate-limit/rate-limit.ts';
import type { FileStorage } from '../storage/storage.ts';
import { EXPORT_RATE_LIMIT, exportFileName, userDataExport } from './export.ts';
import { MAX_PHOTO_BYTES } from './photo.ts';
import {
  getProfile,
  PROFILE_PHOTO_URL,
  photoKey,
  photoVersion,
  removeProfilePhoto,
  setProfilePhoto,
  updateProfile,
} from './service.ts';
import { zipStream } from './zip-stream.ts';

/** Multipart overhead on top of the photo itself. */
const PHOTO_UPLOAD_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;
export const PROFILE_PHOTO_PATH = PROFILE_PHOTO_URL;
/**
 * The photo is private and its URL carries its version: an hour in the browser's own cache is enough to
 * spare requests, and a shared computer does not keep it for long.
 */
export const PHOTO_CACHE_CONTROL = 'private, max-age=3600';

export function profileRoutes({
  db,
  config,
  storage,
}: {
  db: Db;
  config: AppConfigEnv;
  storage: FileStorage;
}) {
  const routes = new Hono<AppEnv>();
  routes.use('/profile', requireUser);
  routes.use('/profile/*', requireUser);
  const userId = (c: { get: (key: 'user') => AppEnv['Variables']['user'] }) => {
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user.id;
  };

  routes.get('/profile', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getProfile({ db, config, userId: userId(c) }));
  });

  routes.patch('/profile', async (c) => {
    const changes = await readJson(c, profileUpdateSchema);
    return c.json(await updateProfile({ db, config, userId: userId(c), changes }));
  });

  routes.put(
    '/profile/photo',
    bodyLimit({
      maxSize: PHOTO_UPLOAD_LIMIT,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE', 'A foto deve ter no máximo 5 MB.');
      },
    }),
    async (c) => {
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const file = form.photo;
      if (!(file instanceof File)) throw new AppError('VALIDATION', 'Escolha uma foto para enviar.');
      const photoURL = await setProfilePhoto({
        db,
        storage,
        userId: userId(c),
        upload: Buffer.from(await file.arrayBuffer()),
      });
      return c.json({ photoURL });
    },
  );

  routes.get('/profile/photo', async (c) => {
    const stored = await storage.get(photoKey(userId(c)));
    if (!stored) throw new AppError('NOT_FOUND');
    c.header('Content-Type', stored.contentType);
    // An old or missing version is answered with the current photo, checked again on every use.
    const current = c.req.query('v') === photoVersion(stored.content);
    c.header('Cache-Control', current ? PHOTO_CACHE_CONTROL : 'private, no-cache');
    return c.body(new Uint8Array(stored.content));
  });

  routes.delete('/profile/photo', async (c) => {
    await removeProfilePhoto({ db, storage, userId: userId(c) });
    return c.body(null, 204);
  });

  routes.get('/profile/export', async (c) => {
    const id = userId(c);
    await consumeRateLimit({ db, key: `profile-export:${id}`, rule: EXPORT_RATE_LIMIT });
    // Read before the first byte, so a missing account still answers with an error, not a broken zip.
    await getProfile({ db, config, userId: id });
    const log = c.get('log');
    const entries = userDataExport({ db, config, storage, log, userId: id });
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
    c.header('Cache-Control', 'no-store');
    return c.body(zipStream(entries, (error) => log.error({ err: { name: error.name } }, 'export failed')));
  });
  return routes;
}
