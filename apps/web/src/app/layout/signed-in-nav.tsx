import { Building2, History, LayoutDashboard, LogOut, Mic, ScrollText, ShieldCheck } from 'lucide-react';
import { NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar.tsx';
import { useDashboardLinkVisible } from '../../features/business-units/index.ts';
import { firstNameOf } from '../../lib/auth/display-name.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useLogout } from '../../lib/auth/use-logout.ts';
import { cn } from '../../lib/cn.ts';
import { Item, itemBase, NAV_LIST_CLASS, plainLink, primaryLink } from './nav-links.tsx';
import { CONSULTATION_PATH, useNewConsultationClick } from './use-new-consultation-link.ts';

/** The header's links for a signed-in vet; part of the signed-in shell (signed-in-shell.tsx). */
export function SignedInNav({ onNavigate }: { onNavigate: () => void }) {
  const { user, isAdmin } = useAuth();
  const onNewConsultation = useNewConsultationClick(onNavigate);
  // docs/product-rules.md §2/§6: only for someone who owns a unit or actively administers one.
  const showUnitDashboard = useDashboardLinkVisible();
  const { logout, pending } = useLogout();
  if (!user) return null;

  return (
    <ul className={NAV_LIST_CLASS}>
      <li className="mb-2 md:mr-2 md:mb-0">
        <NavLink to={CONSULTATION_PATH} className={primaryLink} onClick={onNewConsultation}>
          <Mic aria-hidden="true" className="size-4" />
          Nova Consulta
        </NavLink>
      </li>
      <Item to="/history" className={plainLink} onClick={onNavigate}>
        <History aria-hidden="true" className="size-4 md:hidden lg:block" />
        Histórico
      </Item>
      {showUnitDashboard ? (
        <Item to="/business-unit-dashboard" className={plainLink} onClick={onNavigate}>
          <LayoutDashboard aria-hidden="true" className="size-4 md:hidden lg:block" />
          Painel da Unidade
        </Item>
      ) : null}
      {isAdmin ? (
        <>
          <Item to="/prompts" className={plainLink} onClick={onNavigate}>
            <ScrollText aria-hidden="true" className="size-4 md:hidden lg:block" />
            Gerenciar Prompts
          </Item>
          <Item to="/admin" className={plainLink} onClick={onNavigate}>
            <ShieldCheck aria-hidden="true" className="size-4 md:hidden lg:block" />
            Admin
          </Item>
        </>
      ) : null}
      <li className="mt-2 border-slate-200 border-t pt-2 md:mt-0 md:ml-2 md:border-t-0 md:border-l md:pt-0 md:pl-3">
        <NavLink
          to="/profile"
          aria-label="Perfil"
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-2 rounded-full py-1.5 pr-3 pl-1.5 font-medium text-slate-700 text-sm transition-colors hover:bg-slate-100',
              isActive && 'bg-brand-50 text-brand-800',
            )
          }
        >
          <Avatar src={user.image} name={firstNameOf(user)} />
          <span className="max-w-32 truncate">{firstNameOf(user)}</span>
        </NavLink>
      </li>
      {/* The phone menu also leads to the units and out of the account; on a desktop they live on the profile. */}
      <Item
        to="/business-units"
        className={({ isActive }) => cn(plainLink({ isActive }), 'md:hidden')}
        onClick={onNavigate}
      >
        <Building2 aria-hidden="true" className="size-4" />
        Unidades
      </Item>
      <li className="md:hidden">
        <button
          type="button"
          disabled={pending}
          onClick={() => {
            onNavigate();
            void logout().catch(() => undefined);
          }}
          className={cn(itemBase, 'w-full text-slate-600 hover:bg-slate-100 hover:text-slate-900')}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sair
        </button>
      </li>
    </ul>
  );
}
