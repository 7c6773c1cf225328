import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { App } from '../app/app.tsx';
import { routes } from '../app/router/routes.tsx';

/**
 * Renders the real app (routes, guards, layout, providers) at a path, with an in-memory history.
 * An entry object carries navigation state too, e.g. { pathname: '/login', state: { registering: true } }.
 */
export function renderApp(path: InitialEntry) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const visited: string[] = [];
  router.subscribe((state) => {
    const { pathname, search, hash } = state.location;
    visited.push(`${pathname}${search}${hash}`);
  });
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient, visited };
}
