import { afterEach, describe, expect, it, vi } from 'vitest';

const updateServiceWorker = vi.fn(async (_reload?: boolean) => {});
let onNeedRefresh: (() => void) | undefined;

vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh?: () => void }) => {
    onNeedRefresh = options.onNeedRefresh;
    return updateServiceWorker;
  },
}));

const { registerServiceWorker, UPDATE_PROMPT } = await import('./register-service-worker.ts');

describe('service worker updates', () => {
  afterEach(() => {
    updateServiceWorker.mockClear();
    vi.restoreAllMocks();
  });

  it('asks the spec question and activates the waiting version (then reloads) on yes', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    registerServiceWorker();
    onNeedRefresh?.();
    expect(confirm).toHaveBeenCalledWith('Nova versão disponível. Atualizar agora?');
    expect(UPDATE_PROMPT).toBe('Nova versão disponível. Atualizar agora?');
    expect(updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('keeps the current version when the user declines', () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    registerServiceWorker();
    onNeedRefresh?.();
    expect(updateServiceWorker).not.toHaveBeenCalled();
  });
});
