import type { MeResponse } from '@vetvoz/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import type { Auth } from './auth.ts';
import { toCurrentUser } from './session.ts';
import { translateAuthError } from './translate-auth-errors.ts';

export function authRoutes(auth: Auth) {
  const routes = new Hono<AppEnv>();
  routes.on(['GET', 'POST'], '/auth/*', async (c) => translateAuthError(await auth.handler(c.req.raw)));
  routes.get('/me', (c) => {
    const user = c.get('user');
    const body: MeResponse = { user: user ? toCurrentUser(user) : null };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return routes;
}
