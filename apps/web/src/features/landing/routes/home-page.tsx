import { lazy, Suspense } from 'react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { LandingPage } from './landing-page.tsx';

/** The vet's start page loads on its own: a visitor's landing never fetches it (docs/decisions/036). */
const SignedInHome = lazy(() =>
  import('../components/signed-in-home.tsx').then((m) => ({ default: m.SignedInHome })),
);

/**
 * "/": the landing page for visitors, a short start page for signed-in vets. While the session
 * is unknown neither is shown, so a signed-in vet never sees the marketing hero flash by.
 */
export function HomePage() {
  const { user, loading } = useAuth();
  // A screen tall while the session is unknown: the footer stays below the fold, so the landing taking its
  // place moves nothing a visitor sees (no layout shift).
  if (loading)
    return (
      <div className="min-h-dvh">
        <LoadingState />
      </div>
    );
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={<LoadingState />}>
      <SignedInHome />
    </Suspense>
  );
}
