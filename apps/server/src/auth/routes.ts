import type { MeResponse } from '@vetvoz/domain';
import { Hono } from 'hono';
import { AppError } from '../http/app-error.ts';
import type { AppEnv } from '../http/context.ts';
import type { Auth } from './auth.ts';
import { toCurrentUser } from './session.ts';
import { translateAuthError } from './translate-auth-errors.ts';

export function authRoutes(auth: Auth) {
  const routes = new Hono<AppEnv>();
  // Sign-up and profile changes go through our validated endpoints (accounts/), never straight to better-auth.
  routes.post('/auth/sign-up/*', () => {
    throw new AppError('NOT_FOUND');
  });
  routes.post('/auth/update-user', () => {
    throw new AppError('NOT_FOUND');
  });
  routes.on(['GET', 'POST'], '/auth/*', async (c) => translateAuthError(await auth.handler(c.req.raw)));
  routes.get('/me', (c) => {
    const user = c.get('user');
    const body: MeResponse = { user: user ? toCurrentUser(user) : null };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
  return routes;
}
