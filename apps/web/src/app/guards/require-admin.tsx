import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { fromLocation } from '../../lib/auth/login-redirect.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

/** Layout route for site-admin pages: signed-out visitors sign in first, other users go home. */
export function RequireAdmin() {
  const { user, loading, isAdmin } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingState label="Verificando sua sessão…" />;
  if (!user) return <Navigate to="/login" replace state={fromLocation(location)} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
