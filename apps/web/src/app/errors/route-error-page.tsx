import { ErrorPanel } from './error-panel.tsx';

/**
 * Router error element: a page that throws while rendering (or a route chunk that failed to load,
 * typically after a deploy) shows the error panel inside the layout, header and footer intact.
 */
export function RouteErrorPage() {
  return <ErrorPanel />;
}

/** The same, when the layout itself failed: nothing else can be trusted, so it stands alone. */
export function RootErrorPage() {
  return (
    <main className="min-h-dvh bg-slate-50">
      <ErrorPanel />
    </main>
  );
}
