import {
  activatePromptVersionContract,
  createPromptVersionContract,
  type DocumentType,
  documentTypeSchema,
  listPromptTypesContract,
  listPromptVersionsContract,
  testPromptContract,
} from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { GenerationPolicy, TextModelResolver } from '../generation/index.ts';
import { AppError } from '../http/app-error.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { isUuid } from '../http/uuid.ts';
import {
  activatePromptVersion,
  createPromptVersion,
  listPromptTypes,
  listPromptVersions,
} from './service.ts';
import { testPrompt } from './test-prompt.ts';

/** An unknown type is a page that does not exist: 404, not a validation error. */
function documentTypeOf(type: string): DocumentType {
  const parsed = documentTypeSchema.safeParse(type);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Tipo de documento não encontrado.');
  return parsed.data;
}

/**
 * Prompt management, site admins only (the contracts' access: anonymous 401, others 403), from the contracts
 * in packages/domain/src/contracts/prompts.ts. A new version is saved INACTIVE unless `activate` is true, so
 * it can be tested first; activating an older version is the rollback. Writes go to the audit log.
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
  const routes = contractRoutes();

  routes.openapi(route(listPromptTypesContract), async (c) => c.json(await listPromptTypes({ db }), 200));

  routes.openapi(route(listPromptVersionsContract), async (c) => {
    const documentType = documentTypeOf(c.req.valid('param').type);
    return c.json(await listPromptVersions({ db, documentType }), 200);
  });

  routes.openapi(route(createPromptVersionContract), async (c) => {
    const documentType = documentTypeOf(c.req.valid('param').type);
    const { id, name } = signedInUser(c);
    const actor = { id, name };
    const version = await createPromptVersion({ db, documentType, ...c.req.valid('json'), actor });
    c.get('log').info(
      { actorId: actor.id, documentType, version: version.version, activated: version.active },
      'prompt version created',
    );
    return c.json(version, 201);
  });

  routes.openapi(route(activatePromptVersionContract), async (c) => {
    const { type, id: versionId } = c.req.valid('param');
    const documentType = documentTypeOf(type);
    if (!isUuid(versionId)) throw new AppError('NOT_FOUND', 'Versão do prompt não encontrada.');
    const { id, name } = signedInUser(c);
    const actor = { id, name };
    const version = await activatePromptVersion({ db, documentType, versionId, actor });
    c.get('log').info(
      { actorId: actor.id, documentType, version: version.version },
      'prompt version activated',
    );
    return c.json(version, 200);
  });

  routes.openapi(route(testPromptContract), async (c) => {
    const documentType = documentTypeOf(c.req.valid('param').type);
    const result = await testPrompt({
      db,
      textModel,
      documentType,
      ...c.req.valid('json'),
      policy: generationPolicy,
      log: c.get('log'),
    });
    return c.json(result, 200);
  });

  return routes;
}
