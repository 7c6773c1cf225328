import { FREE_CONSULTATIONS, PLAN_DISPLAY_NAMES } from '@vetvoz/domain';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { LogoMark } from '../../../components/ui/logo.tsx';
import { safeReturnPath } from '../../../lib/auth/login-redirect.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AUTH_PANEL_ID, type AuthMode, AuthModeTabs, authTabId } from '../components/auth-mode-tabs.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { continueAfterAuth } from '../continue-after-auth.ts';
import { type LoginState, opensRegistration, readLoginState } from '../login-state.ts';

/** /login: sign in or create an account (docs/product-rules.md §2), then on to where the visitor was going. */
export function LoginPage() {
  const { user, refresh } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const state = readLoginState(location.state);
  const [mode, setMode] = useState<AuthMode>(opensRegistration(state) ? 'register' : 'login');
  // A new navigation to /login while here (the header's "Entrar", a plan chosen) starts from its state.
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setMode(opensRegistration(state) ? 'register' : 'login');
  }
  // True from the moment this page signs someone in: it then decides where to go, not the redirect below.
  const [continuing, setContinuing] = useState(false);
  useDocumentTitle(mode === 'register' ? 'Criar conta' : 'Entrar');

  if (user && !continuing) return <AlreadySignedIn state={state} />;

  async function afterAuth(kind: AuthMode): Promise<boolean> {
    flushSync(() => setContinuing(true));
    if (!(await refresh())) {
      setContinuing(false);
      return false;
    }
    // A new account always has a plan (the free trial by default); a returning user only when chosen.
    const plan = kind === 'register' ? (state.selectedPlan ?? 'gratis') : state.selectedPlan;
    await continueAfterAuth({ plan, from: state.from, navigate });
    return true;
  }

  const registering = mode === 'register';
  const planName = state.selectedPlan ? PLAN_DISPLAY_NAMES[state.selectedPlan] : null;
  return (
    <Container className="flex justify-center py-8 sm:py-14">
      <div className={cn('w-full', registering ? 'max-w-2xl' : 'max-w-md')}>
        <div className="text-center">
          <LogoMark className="mx-auto size-12" />
          <h1 className="mt-4 font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {registering ? 'Criar conta' : 'Entrar'}
          </h1>
          <p className="mt-2 text-slate-600">
            {registering
              ? planName && state.selectedPlan !== 'gratis'
                ? `Crie sua conta para assinar o plano ${planName}.`
                : `Comece com ${FREE_CONSULTATIONS} consultas gratuitas, sem cartão de crédito.`
              : 'Acesse sua conta para gravar consultas e gerar documentos.'}
          </p>
        </div>
        <Card className="mt-8 p-5 sm:p-8">
          <AuthModeTabs mode={mode} onChange={setMode} />
          <div id={AUTH_PANEL_ID} role="tabpanel" aria-labelledby={authTabId(mode)} className="mt-6">
            {registering ? (
              <RegistrationForm
                key={state.email ?? ''}
                initialEmail={state.email}
                selectedPlan={state.selectedPlan}
                onRegistered={() => afterAuth('register')}
              />
            ) : (
              <LoginForm
                key={state.email ?? ''}
                initialEmail={state.email}
                onSignedIn={() => afterAuth('login')}
              />
            )}
          </div>
        </Card>
        {registering ? null : (
          <p className="mt-6 text-center text-slate-600 text-sm">
            Ainda não usa o VetVoz?{' '}
            <Link to="/plans" className="font-semibold text-brand-800 underline-offset-2 hover:underline">
              Conheça os planos
            </Link>
          </p>
        )}
      </div>
    </Container>
  );
}

/**
 * Opening /login while signed in: back to where the visitor was going, or — when a plan was chosen
 * on the plans page — on through the same plan flow as after a sign-in.
 */
function AlreadySignedIn({ state }: { state: LoginState }) {
  const navigate = useNavigate();
  const started = useRef(false);
  const plan = state.selectedPlan;
  useEffect(() => {
    if (!plan || started.current) return;
    started.current = true;
    void continueAfterAuth({ plan, from: state.from, navigate });
  }, [plan, state.from, navigate]);
  if (!plan) return <Navigate to={safeReturnPath(state)} replace />;
  return <LoadingState label="Redirecionando…" />;
}
