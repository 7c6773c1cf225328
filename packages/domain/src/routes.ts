/** The app's routes (docs/product-rules.md §2) and who may open them. Shared so the server knows which paths exist. */
export type RouteAccess = 'public' | 'user' | 'admin';

export const APP_ROUTES = [
  { path: '/', access: 'public' },
  { path: '/login', access: 'public' },
  { path: '/about', access: 'public' },
  { path: '/plans', access: 'public' },
  { path: '/terms', access: 'public' },
  { path: '/privacy', access: 'public' },
  { path: '/payment/success', access: 'public' },
  { path: '/payment/failure', access: 'public' },
  /** Where the password-reset e-mail leads (not in the spec's table; the flow needs a page). */
  { path: '/reset-password', access: 'public' },
  /** Where the sign-up confirmation e-mail leads. */
  { path: '/verificar-email', access: 'public' },
  /** Where the unit invitation e-mail leads (the secret is in the fragment). */
  { path: '/convite', access: 'public' },
  { path: '/consultation', access: 'user' },
  { path: '/prompts', access: 'admin' },
  { path: '/history', access: 'user' },
  { path: '/profile', access: 'user' },
  { path: '/business-units', access: 'user' },
  /** The vet's API keys and how a practice system calls VetVoz (not in the spec's table). */
  { path: '/integrations', access: 'user' },
  { path: '/business-units/:businessUnitId/usage', access: 'user' },
  { path: '/business-unit-dashboard', access: 'user' },
  { path: '/ux-demo', access: 'user' },
  { path: '/admin', access: 'admin' },
] as const satisfies readonly { path: string; access: RouteAccess }[];

export type AppRoutePath = (typeof APP_ROUTES)[number]['path'];

/** Finds the route a pathname belongs to (`:param` segments match one segment), or undefined. */
export function matchAppRoute(pathname: string): (typeof APP_ROUTES)[number] | undefined {
  const segments = trimSlashes(pathname).split('/');
  return APP_ROUTES.find((route) => {
    const pattern = trimSlashes(route.path).split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? (segments[i] ?? '') !== '' : part === segments[i]))
    );
  });
}

function trimSlashes(pathname: string): string {
  return pathname.replace(/^\/+|\/+$/g, '');
}
