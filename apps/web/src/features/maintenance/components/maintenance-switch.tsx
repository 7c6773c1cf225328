import { cn } from '../../../lib/cn.ts';

interface MaintenanceSwitchProps {
  on: boolean;
  disabled: boolean;
  /** Asks for the change; the caller confirms before anything is saved. */
  onToggle: () => void;
}

/** The maintenance on/off state, as a switch a screen reader announces with its state. */
export function MaintenanceSwitch({ on, disabled, onToggle }: MaintenanceSwitchProps) {
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4 rounded-xl border p-4',
        on ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-slate-50',
      )}
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{on ? 'Manutenção ativada' : 'Manutenção desativada'}</p>
        <p className="mt-0.5 text-slate-600 text-sm">
          {on ? 'Só administradores veem o aplicativo.' : 'Todos os usuários veem o aplicativo.'}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label="Modo de manutenção"
        disabled={disabled}
        onClick={onToggle}
        className="group inline-flex min-h-11 min-w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:opacity-60"
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative h-7 w-12 rounded-full transition-colors duration-200 motion-reduce:transition-none',
            on ? 'bg-amber-500' : 'bg-slate-300 group-hover:bg-slate-400',
          )}
        >
          <span
            className={cn(
              'absolute top-0.5 left-0.5 size-6 rounded-full bg-white shadow transition-transform duration-200 motion-reduce:transition-none',
              on && 'translate-x-5',
            )}
          />
        </span>
      </button>
    </div>
  );
}
