import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { MainNav } from './main-nav.tsx';
import { useSignedInOnce } from './use-signed-in-once.ts';

const SignedInHeaderItems = lazy(() =>
  import('./signed-in-shell.tsx').then((m) => ({ default: m.SignedInHeaderItems })),
);

/** Below this width (Tailwind's md) the navigation collapses behind the menu button. */
export function Header() {
  const { loading, user } = useAuth();
  const signedInOnce = useSignedInOnce();
  const location = useLocation();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // Close the mobile menu on any navigation (links, back/forward, redirects).
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-slate-200 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="relative mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" className="-m-1 inline-flex min-h-11 shrink-0 items-center rounded-lg p-1">
          <Logo />
        </Link>

        <div className="ml-auto flex min-w-0 items-center gap-2">
          {signedInOnce ? (
            <Suspense fallback={null}>
              <SignedInHeaderItems userId={user?.id} loading={loading} />
            </Suspense>
          ) : null}
        </div>

        <button
          ref={menuButton}
          type="button"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>

        <nav
          id={menuId}
          aria-label="Navegação principal"
          className={
            open
              ? 'absolute inset-x-0 top-full border-slate-200 border-b bg-white px-4 pt-2 pb-4 shadow-lg md:static md:flex md:border-0 md:bg-transparent md:p-0 md:shadow-none'
              : 'hidden md:flex'
          }
        >
          {loading ? (
            <NavSkeleton />
          ) : (
            <MainNav onNavigate={() => setOpen(false)} fallback={<NavSkeleton />} />
          )}
        </nav>
      </div>
    </header>
  );
}

function NavSkeleton() {
  return (
    <div aria-hidden="true" className="flex items-center gap-3 py-2 md:py-0">
      <span className="h-4 w-16 animate-pulse rounded bg-slate-200" />
      <span className="h-4 w-20 animate-pulse rounded bg-slate-200" />
      <span className="h-9 w-24 animate-pulse rounded-xl bg-slate-200" />
    </div>
  );
}
