import {
  createPromptVersionSchema,
  type DocumentType,
  documentTypeSchema,
  testPromptSchema,
} from '@vetvoz/domain';
import { type Context, Hono } from 'hono';
import { requireSiteAdmin } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { GenerationPolicy } from '../generation/generate-document.ts';
import type { TextModelResolver } from '../generation/text-model.ts';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import { isUuid } from '../http/uuid.ts';
import { readJson } from '../http/validate.ts';
import {
  activatePromptVersion,
  createPromptVersion,
  listPromptTypes,
  listPromptVersions,
} from './service.ts';
import { testPrompt } from './test-prompt.ts';

function documentTypeOf(c: Context<AppEnv>): DocumentType {
  const parsed = documentTypeSchema.safeParse(c.req.param('type'));
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Tipo de documento não encontrado.');
  return parsed.data;
}

function actorOf(c: Context<AppEnv>) {
  const user = c.get('user');
  if (!user) throw new Error('requireSiteAdmin let a signed-out request through');
  return { id: user.id, name: user.name };
}

/**
 * Prompt management, site admins only (checked here, on the server: anonymous 401, others 403).
 *   GET  /prompts                               each document type with its active version
 *   GET  /prompts/:type/versions                the history, newest first (author, date, active)
 *   POST /prompts/:type/versions                a new version { body, note?, activate? } — saved INACTIVE
 *                                               unless activate is true, so it can be tested first
 *   POST /prompts/:type/versions/:id/activate   puts a version in use; an older one = rollback
 *   POST /prompts/:type/test                    { body, transcript?, patient? }: the draft and the active
 *                                               version on the same transcript, both outputs (not streamed)
 * Writes go to the audit log.
 */
export function promptRoutes({
  db,
  textModel,
  generationPolicy,
}: {
  db: Db;
  textModel: TextModelResolver;
  generationPolicy?: Partial<GenerationPolicy>;
}) {
  const routes = new Hono<AppEnv>();
  routes.use('/prompts', requireSiteAdmin);
  routes.use('/prompts/*', requireSiteAdmin);

  routes.get('/prompts', async (c) => c.json(await listPromptTypes({ db })));

  routes.get('/prompts/:type/versions', async (c) =>
    c.json(await listPromptVersions({ db, documentType: documentTypeOf(c) })),
  );

  routes.post('/prompts/:type/versions', async (c) => {
    const documentType = documentTypeOf(c);
    const input = await readJson(c, createPromptVersionSchema);
    const actor = actorOf(c);
    const version = await createPromptVersion({ db, documentType, ...input, actor });
    c.get('log').info(
      { actorId: actor.id, documentType, version: version.version, activated: version.active },
      'prompt version created',
    );
    return c.json(version, 201);
  });

  routes.post('/prompts/:type/versions/:id/activate', async (c) => {
    const documentType = documentTypeOf(c);
    const versionId = c.req.param('id');
    if (!isUuid(versionId)) throw new AppError('NOT_FOUND', 'Versão do prompt não encontrada.');
    const actor = actorOf(c);
    const version = await activatePromptVersion({ db, documentType, versionId, actor });
    c.get('log').info(
      { actorId: actor.id, documentType, version: version.version },
      'prompt version activated',
    );
    return c.json(version);
  });

  routes.post('/prompts/:type/test', async (c) => {
    const documentType = documentTypeOf(c);
    const input = await readJson(c, testPromptSchema);
    const result = await testPrompt({
      db,
      textModel,
      documentType,
      ...input,
      policy: generationPolicy,
      log: c.get('log'),
    });
    return c.json(result);
  });

  return routes;
}
