import { signUpSchema } from '@vetvoz/domain';
import { Hono } from 'hono';
import type { Auth } from '../auth/auth.ts';
import { translateAuthError } from '../auth/translate-auth-errors.ts';
import type { Db } from '../db/database.ts';
import type { AppEnv } from '../http/context.ts';
import { readJson } from '../http/validate.ts';
import { signUpAccount } from './service.ts';

export function accountRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const routes = new Hono<AppEnv>();
  routes.post('/accounts/sign-up', async (c) => {
    const payload = await readJson(c, signUpSchema);
    const response = await signUpAccount({ auth, db, payload, headers: c.req.raw.headers });
    return translateAuthError(response);
  });
  return routes;
}
