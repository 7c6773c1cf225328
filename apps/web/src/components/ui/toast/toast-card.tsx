import { CircleCheck, CircleX, Info, LoaderCircle, type LucideIcon, TriangleAlert, X } from 'lucide-react';
import { useRef, useSyncExternalStore } from 'react';
import { cn } from '../../../lib/cn.ts';
import {
  toast as defaultApi,
  type ToastAction,
  type ToastApi,
  type ToastItem,
  type ToastType,
} from './toast-store.ts';

const LOOK: Record<ToastType, { Icon: LucideIcon; iconClass: string; label: string }> = {
  success: { Icon: CircleCheck, iconClass: 'text-emerald-600', label: 'Sucesso' },
  error: { Icon: CircleX, iconClass: 'text-red-600', label: 'Erro' },
  warning: { Icon: TriangleAlert, iconClass: 'text-amber-500', label: 'Aviso' },
  info: { Icon: Info, iconClass: 'text-sky-600', label: 'Informação' },
  loading: { Icon: LoaderCircle, iconClass: 'animate-spin text-brand-600', label: 'Carregando' },
};

interface ToastCardProps {
  id: string;
  api?: ToastApi;
}

/** One toast, drawn inside sonner's list item. It follows the store, so updates show live. */
export function ToastCard({ id, api = defaultApi }: ToastCardProps) {
  const current = useSyncExternalStore(
    api.subscribe,
    () => api.get(id),
    () => api.get(id),
  );
  // Sonner keeps the element for its exit animation after the item left the store.
  const lastSeen = useRef<ToastItem | undefined>(current);
  if (current) lastSeen.current = current;
  const item = current ?? lastSeen.current;
  if (!item) return null;

  const { Icon, iconClass, label } = LOOK[item.type];
  const actions: ToastAction[] = item.action ? [item.action, ...item.actions] : item.actions;
  const runAction = (action: ToastAction) => {
    action.onClick();
    api.remove(item.id);
  };

  return (
    <div
      className="pointer-events-auto w-full rounded-xl border border-slate-200 bg-white p-4 text-left shadow-lg shadow-slate-900/10"
      data-toast-type={item.type}
    >
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', iconClass)} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900 text-sm">
            <span className="sr-only">{label}: </span>
            {item.title}
          </p>
          {item.message ? <p className="mt-1 text-slate-600 text-sm">{item.message}</p> : null}
          {item.type === 'loading' && item.progress !== undefined ? (
            <div className="mt-3 flex items-center gap-2">
              <div
                role="progressbar"
                aria-label={item.title}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(item.progress)}
                className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out"
                  style={{ width: `${item.progress}%` }}
                />
              </div>
              <span className="w-9 text-right text-slate-500 text-xs tabular-nums">
                {Math.round(item.progress)}%
              </span>
            </div>
          ) : null}
          {actions.length > 0 ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {actions.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  onClick={() => runAction(action)}
                  className={cn(
                    // 44 px for fingers on phones and touch screens, compact under a mouse.
                    'min-h-9 rounded-lg px-3 py-1.5 font-medium text-sm transition-colors max-sm:min-h-11 pointer-coarse:min-h-11',
                    action.variant === 'primary'
                      ? 'bg-brand-700 text-white hover:bg-brand-800'
                      : 'bg-slate-100 text-slate-700 hover:bg-slate-200',
                  )}
                >
                  {action.label}
                </button>
              ))}
            </div>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => api.remove(item.id)}
          aria-label="Fechar notificação"
          className="-m-3 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
