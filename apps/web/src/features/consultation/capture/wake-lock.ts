/**
 * Keeps the screen on while recording (Screen Wake Lock API, where available): a phone that locks its
 * screen may suspend the page and its microphone. The browser drops the lock when the page is hidden,
 * so it is asked for again when the page comes back.
 */
export function createWakeLock() {
  let sentinel: WakeLockSentinel | undefined;
  let wanted = false;

  async function request() {
    if (!wanted || sentinel || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    try {
      sentinel = await navigator.wakeLock.request('screen');
      sentinel.addEventListener('release', () => {
        sentinel = undefined;
      });
    } catch {
      // Refused (battery saver, hidden page): recording goes on without it.
    }
  }

  const onVisibility = () => {
    if (document.visibilityState === 'visible') void request();
  };

  return {
    async acquire() {
      if (!wanted) document.addEventListener('visibilitychange', onVisibility);
      wanted = true;
      await request();
    },
    async release() {
      wanted = false;
      document.removeEventListener('visibilitychange', onVisibility);
      const current = sentinel;
      sentinel = undefined;
      await current?.release().catch(() => undefined);
    },
  };
}
