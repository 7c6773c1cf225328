import {
  exportProfileDataContract,
  getProfileContract,
  getProfilePhotoContract,
  removeProfilePhotoContract,
  setProfilePhotoContract,
  updateProfileContract,
} from '@vetvoz/domain';
import { bodyLimit } from 'hono/body-limit';
import { signedInUser } from '../auth/session.ts';
import type { AppConfigEnv } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { consumeRateLimit } from '../rate-limit/rate-limit.ts';
import type { FileStorage } from '../storage/storage.ts';
import { vocabularyRoutes } from '../vocabulary/index.ts';
import { writingStyleRoutes } from '../writing-style/index.ts';
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
  // Every route here is the signed-in user's own (the contracts' access: session).
  const routes = contractRoutes();
  const userId = (c: Parameters<typeof signedInUser>[0]) => signedInUser(c).id;

  routes.openapi(route(getProfileContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getProfile({ db, config, userId: userId(c) }), 200);
  });

  routes.openapi(route(updateProfileContract), async (c) => {
    const changes = c.req.valid('json');
    return c.json(await updateProfile({ db, config, userId: userId(c), changes }), 200);
  });

  const photoLimit = bodyLimit({
    maxSize: PHOTO_UPLOAD_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'A foto deve ter no máximo 5 MB.');
    },
  });
  // The image is checked by its content (photo.ts), which no schema can do: the form is read here.
  routes.openapi(route(setProfilePhotoContract, photoLimit), async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.photo;
    if (!(file instanceof File)) throw new AppError('VALIDATION', 'Escolha uma foto para enviar.');
    const photoURL = await setProfilePhoto({
      db,
      storage,
      userId: userId(c),
      upload: Buffer.from(await file.arrayBuffer()),
    });
    return c.json({ photoURL }, 200);
  });

  routes.openapi(route(getProfilePhotoContract), async (c) => {
    const stored = await storage.get(photoKey(userId(c)));
    if (!stored) throw new AppError('NOT_FOUND');
    c.header('Content-Type', stored.contentType);
    // An old or missing version is answered with the current photo, checked again on every use.
    const current = c.req.valid('query').v === photoVersion(stored.content);
    c.header('Cache-Control', current ? PHOTO_CACHE_CONTROL : 'private, no-cache');
    return c.body(new Uint8Array(stored.content));
  });

  routes.openapi(route(removeProfilePhotoContract), async (c) => {
    await removeProfilePhoto({ db, storage, userId: userId(c) });
    return c.body(null, 204);
  });

  routes.openapi(route(exportProfileDataContract), async (c) => {
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
  // "Como você escreve" lives under /api/profile too (writing-style/).
  routes.route('/', writingStyleRoutes({ db }));
  // The vet's and their units' vocabulary: its own contracts (packages/domain/src/contracts/vocabulary.ts).
  routes.route('/', vocabularyRoutes({ db }));

  return routes;
}
