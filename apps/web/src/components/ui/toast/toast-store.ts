import { TOAST_DEFAULT_DURATION_MS } from '@vetvoz/domain';

/**
 * The spec's toast model (§3 "Toast item", §4 "Toasts") as a small store with its own timers.
 * Sonner only draws the items (see toaster.tsx); keeping the timing rules here makes them exact
 * and testable with fake timers, independent of the rendering library.
 */

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';

export interface ToastAction {
  label: string;
  onClick: () => void;
  variant?: 'primary';
}

export interface ToastItem {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before a non-loading, non-persistent toast closes by itself. */
  duration: number;
  /** Stays until removed, whatever its type. */
  persistent: boolean;
  /** 0–100; shown as a progress bar on loading toasts. */
  progress?: number;
  action?: ToastAction;
  actions: ToastAction[];
}

export interface ToastOptions {
  /** Reusing an id replaces that toast instead of adding another one. */
  id?: string;
  message?: string;
  duration?: number;
  persistent?: boolean;
  progress?: number;
  action?: ToastAction;
  actions?: ToastAction[];
}

export interface ShowToastOptions extends ToastOptions {
  type: ToastType;
  title: string;
}

export type ToastPatch = Partial<Omit<ToastItem, 'id'>>;

type Listener = (items: readonly ToastItem[]) => void;

export interface ToastApi {
  show(options: ShowToastOptions): string;
  success(title: string, options?: ToastOptions): string;
  error(title: string, options?: ToastOptions): string;
  warning(title: string, options?: ToastOptions): string;
  info(title: string, options?: ToastOptions): string;
  loading(title: string, options?: ToastOptions): string;
  update(id: string, patch: ToastPatch): void;
  remove(id: string): void;
  clear(): void;
  /** Current toasts, oldest first. */
  getAll(): readonly ToastItem[];
  get(id: string): ToastItem | undefined;
  subscribe(listener: Listener): () => void;
}

function clampProgress(progress: number | undefined): number | undefined {
  if (progress === undefined || Number.isNaN(progress)) return undefined;
  return Math.min(100, Math.max(0, progress));
}

/** Whether this toast closes by itself, and after how long (null: it stays). */
function autoCloseAfter(item: ToastItem): number | null {
  if (item.type === 'loading' || item.persistent) return null;
  return item.duration;
}

export function createToastApi(): ToastApi {
  let items: readonly ToastItem[] = [];
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();

  const emit = () => {
    for (const listener of listeners) listener(items);
  };

  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  const startTimer = (item: ToastItem) => {
    stopTimer(item.id);
    const after = autoCloseAfter(item);
    if (after === null) return;
    timers.set(
      item.id,
      setTimeout(() => api.remove(item.id), after),
    );
  };

  const api: ToastApi = {
    show({ id, type, title, message, duration, persistent, progress, action, actions }) {
      const toastId = id ?? `toast-${Date.now().toString(36)}-${++counter}`;
      const item: ToastItem = {
        id: toastId,
        type,
        title,
        message,
        duration: duration ?? TOAST_DEFAULT_DURATION_MS,
        persistent: persistent ?? false,
        progress: clampProgress(progress),
        action,
        actions: actions ?? [],
      };
      const exists = items.some((current) => current.id === toastId);
      items = exists ? items.map((current) => (current.id === toastId ? item : current)) : [...items, item];
      startTimer(item);
      emit();
      return toastId;
    },
    success: (title, options) => api.show({ ...options, type: 'success', title }),
    error: (title, options) => api.show({ ...options, type: 'error', title }),
    warning: (title, options) => api.show({ ...options, type: 'warning', title }),
    info: (title, options) => api.show({ ...options, type: 'info', title }),
    loading: (title, options) => api.show({ ...options, type: 'loading', title }),

    update(id, patch) {
      const current = items.find((item) => item.id === id);
      if (!current) return;
      const next: ToastItem = {
        ...current,
        ...patch,
        id,
        actions: patch.actions ?? current.actions,
        progress: 'progress' in patch ? clampProgress(patch.progress) : current.progress,
      };
      items = items.map((item) => (item.id === id ? next : item));
      // A progress or text change keeps the running countdown; a change of type or timing
      // (e.g. loading → success) starts a fresh one, so the result is readable for its full duration.
      const timingChanged =
        next.type !== current.type ||
        next.duration !== current.duration ||
        next.persistent !== current.persistent;
      if (timingChanged) startTimer(next);
      emit();
    },

    remove(id) {
      stopTimer(id);
      if (!items.some((item) => item.id === id)) return;
      items = items.filter((item) => item.id !== id);
      emit();
    },

    clear() {
      for (const id of timers.keys()) stopTimer(id);
      if (items.length === 0) return;
      items = [];
      emit();
    },

    getAll: () => items,
    get: (id) => items.find((item) => item.id === id),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return api;
}

/** The app-wide toasts. `toast.success('Documento salvo')`, `toast.update(id, { progress: 40 })`… */
export const toast: ToastApi = createToastApi();
