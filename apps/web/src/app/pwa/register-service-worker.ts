import { registerSW } from 'virtual:pwa-register';

export const UPDATE_PROMPT = 'Nova versão disponível. Atualizar agora?';

/**
 * Registers /sw.js (scope /). When a new version is waiting, the user chooses: on "OK" the new
 * service worker takes over and the page reloads once it is active; otherwise the update waits.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      if (window.confirm(UPDATE_PROMPT)) void updateServiceWorker(true);
    },
    onRegisterError() {
      // Without a service worker the app still works online; nothing to tell the user.
    },
  });
}
