import type { ReactNode } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';
import { cn } from '../../lib/cn.ts';

export const itemBase =
  'flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium transition-colors md:py-2 md:text-sm';

export function plainLink({ isActive }: { isActive: boolean }) {
  return cn(
    itemBase,
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );
}

export function primaryLink({ isActive }: { isActive: boolean }) {
  return cn(
    itemBase,
    'justify-center bg-brand-700 text-white shadow-sm hover:bg-brand-800 md:px-4',
    isActive && 'ring-2 ring-brand-200 ring-offset-1',
  );
}

export function Item(props: NavLinkProps & { children: ReactNode }) {
  return (
    <li>
      <NavLink {...props} />
    </li>
  );
}

export const NAV_LIST_CLASS = 'flex flex-col gap-1 md:flex-row md:items-center md:gap-1';
