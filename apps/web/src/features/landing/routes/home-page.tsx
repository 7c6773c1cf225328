import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { SignedInHome } from '../components/signed-in-home.tsx';
import { LandingPage } from './landing-page.tsx';

/**
 * "/": the landing page for visitors, a short start page for signed-in vets (issue 12). While the session
 * is unknown neither is shown, so a signed-in vet never sees the marketing hero flash by.
 */
export function HomePage() {
  const { user, loading } = useAuth();
  if (loading) return <LoadingState />;
  return user ? <SignedInHome /> : <LandingPage />;
}
