import { Link, Navigate, useLocation } from 'react-router';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { safeReturnPath } from '../../../app/guards/login-redirect.ts';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { LoginForm } from '../components/login-form.tsx';

/** /login. Registration arrives in a later release; for now only returning users sign in here. */
export function LoginPage() {
  useDocumentTitle('Entrar');
  const { user, refresh } = useAuth();
  const location = useLocation();

  // Signed in (just now, or already when opening /login): back to where the visitor was going.
  if (user) return <Navigate to={safeReturnPath(location.state)} replace />;

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="text-center">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">Entrar</h1>
          <p className="mt-2 text-slate-600">Acesse sua conta para gravar consultas e gerar documentos.</p>
        </div>
        <Card className="mt-8 p-6 sm:p-8">
          <LoginForm onSignedIn={async () => (await refresh()) !== null} />
        </Card>
        <p className="mt-6 text-center text-slate-600 text-sm">
          Ainda não usa o VetVoz?{' '}
          <Link to="/plans" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
            Conheça os planos
          </Link>
        </p>
      </div>
    </Container>
  );
}
