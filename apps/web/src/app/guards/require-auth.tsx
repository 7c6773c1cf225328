import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { fromLocation } from '../../lib/auth/login-redirect.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Layout route for pages that need a signed-in user; others go to /login remembering the origin. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingState label="Verificando sua sessão…" />;
  if (!user) return <Navigate to="/login" replace state={fromLocation(location)} />;
  return <Outlet />;
}
