import {
  answerStyleSuggestionContract,
  getWritingStyleContract,
  updateWritingStyleContract,
} from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import { contractRoutes, route } from '../http/contract.ts';
import { answerStyleSuggestion, getWritingStyle, updateWritingStyle } from './writing-style-service.ts';

/** "Como você escreve" and the detail levels, the caller's own (docs/ai-providers.md, Writing style). */
export function writingStyleRoutes({ db }: { db: Db }) {
  const routes = contractRoutes();

  routes.openapi(route(getWritingStyleContract), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getWritingStyle({ db, userId: signedInUser(c).id }), 200);
  });

  routes.openapi(route(updateWritingStyleContract), async (c) => {
    const changes = c.req.valid('json');
    return c.json(await updateWritingStyle({ db, userId: signedInUser(c).id, changes }), 200);
  });

  routes.openapi(route(answerStyleSuggestionContract), async (c) => {
    const answer = c.req.valid('json');
    return c.json(await answerStyleSuggestion({ db, userId: signedInUser(c).id, answer }), 200);
  });

  return routes;
}
