import type { KeyboardEvent } from 'react';
import { useRovingFocus } from '../../../components/ui/use-roving-focus.ts';
import { cn } from '../../../lib/cn.ts';

export type AuthMode = 'login' | 'register';

const TABS: ReadonlyArray<{ mode: AuthMode; label: string }> = [
  { mode: 'login', label: 'Entrar' },
  { mode: 'register', label: 'Criar conta' },
];
const MODES = TABS.map((tab) => tab.mode);

export const authTabId = (mode: AuthMode) => `auth-tab-${mode}`;
export const AUTH_PANEL_ID = 'auth-panel';

/**
 * "Entrar" / "Criar conta" as an ARIA tab list: arrow keys, Home and End move between the two and
 * switch at once (they are cheap to show); Tab goes on into the form.
 */
export function AuthModeTabs({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const roving = useRovingFocus(MODES);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = roving.move(event, MODES.indexOf(mode));
    if (target) onChange(target);
  };

  return (
    <div
      role="tablist"
      aria-label="Entrar ou criar conta"
      onKeyDown={onKeyDown}
      className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
    >
      {TABS.map((tab) => {
        const selected = tab.mode === mode;
        return (
          <button
            key={tab.mode}
            ref={roving.register(tab.mode)}
            type="button"
            role="tab"
            id={authTabId(tab.mode)}
            aria-selected={selected}
            aria-controls={AUTH_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.mode)}
            className={cn(
              'h-10 rounded-lg font-semibold text-sm transition-colors',
              selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
