import { lazy, type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { Item, NAV_LIST_CLASS, plainLink, primaryLink } from './nav-links.tsx';

/** A vet's links come with the signed-in shell; a visitor's page never loads them (docs/decisions/036). */
const SignedInNav = lazy(() => import('./signed-in-shell.tsx').then((m) => ({ default: m.SignedInNav })));

/** The header's links for the current visitor; exact labels from docs/product-rules.md §2 "Navigation". */
export function MainNav({ onNavigate, fallback }: { onNavigate: () => void; fallback: ReactNode }) {
  const { user } = useAuth();
  if (user)
    return (
      <Suspense fallback={fallback}>
        <SignedInNav onNavigate={onNavigate} />
      </Suspense>
    );
  return (
    <ul className={NAV_LIST_CLASS}>
      <Item to="/" className={plainLink} onClick={onNavigate}>
        Início
      </Item>
      <Item to="/about" className={plainLink} onClick={onNavigate}>
        Sobre
      </Item>
      <Item to="/plans" className={plainLink} onClick={onNavigate}>
        Ver Planos
      </Item>
      <li className="mt-2 md:mt-0 md:ml-2">
        <NavLink to="/login" className={primaryLink} onClick={onNavigate}>
          Entrar
        </NavLink>
      </li>
    </ul>
  );
}
