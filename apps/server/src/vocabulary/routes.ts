import {
  addVocabularyTermContract,
  getVocabularyContract,
  removeVocabularyTermContract,
} from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { addVocabularyTerm, getVocabulary, removeVocabularyTerm } from './manage-vocabulary.ts';

/** The vet's vocabulary and their units' (docs/ai-providers.md, Vocabulary). */
export function vocabularyRoutes({ db }: { db: Db }) {
  const routes = contractRoutes();

  routes.openapi(route(getVocabularyContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getVocabulary({ db, userId: signedInUser(c).id }), 200);
  });

  routes.openapi(route(addVocabularyTermContract), async (c) => {
    const input = c.req.valid('json');
    return c.json(await addVocabularyTerm({ db, userId: signedInUser(c).id, input }), 201);
  });

  routes.openapi(route(removeVocabularyTermContract), async (c) => {
    await removeVocabularyTerm({ db, userId: signedInUser(c).id, id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  return routes;
}
