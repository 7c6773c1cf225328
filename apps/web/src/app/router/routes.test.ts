import { APP_ROUTES } from '@vetvoz/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** Every path the router serves, as `/a/:b`, from the nested route objects. */
function routerPaths(objects: RouteObject[], parent = ''): string[] {
  return objects.flatMap((route) => {
    const here = route.index ? parent || '/' : route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && route.path !== '*') ? [here] : [];
    return [...own, ...routerPaths(route.children ?? [], here === '/' ? '' : here)];
  });
}

describe('routes', () => {
  it('are the ones the server answers 200 for (APP_ROUTES), so no page is served with a 404 status', () => {
    const served = APP_ROUTES.map((route) => route.path).sort();
    expect([...new Set(routerPaths(routes))].sort()).toEqual(served);
  });
});
