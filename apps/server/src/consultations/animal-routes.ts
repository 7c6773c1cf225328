import {
  confirmAnimalSplitContract,
  proposeAnimalSplitContract,
  setOtherPatientsContract,
} from '@vetvoz/domain';
import { signedInUser } from '../auth/session.ts';
import type { Db } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { TextModelResolver } from '../generation/index.ts';
import { contractRoutes, route } from '../http/contract.ts';
import type { Logger } from '../logging/logger.ts';
import { confirmAnimalSplit, proposeAnimalSplit } from './animal-split.ts';
import { setOtherPatients } from './set-other-patients.ts';

/** A visit with several animals: "Outro animal" and the split of the transcript between them. */
export function consultationAnimalRoutes(deps: {
  db: Db;
  events: EventBus;
  log: Logger;
  textModel: TextModelResolver | undefined;
}) {
  const { db, events } = deps;
  const routes = contractRoutes();

  routes.openapi(route(setOtherPatientsContract), async (c) => {
    const view = await setOtherPatients({
      db,
      events,
      user: signedInUser(c),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    });
    return c.json(view, 200);
  });

  routes.openapi(route(proposeAnimalSplitContract), async (c) => {
    const view = await proposeAnimalSplit(deps, { user: signedInUser(c), id: c.req.valid('param').id });
    return c.json(view, 200);
  });

  routes.openapi(route(confirmAnimalSplitContract), async (c) => {
    const view = await confirmAnimalSplit(db, {
      user: signedInUser(c),
      id: c.req.valid('param').id,
      input: c.req.valid('json'),
    });
    return c.json(view, 200);
  });

  return routes;
}
