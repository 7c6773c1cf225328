/**
 * Which recordings some tab is writing right now. The recording tab holds a Web Lock named after the
 * recording; the browser releases it the moment that tab reloads, closes or crashes, so another tab
 * (or the same one after a reload) knows at once that the recording was interrupted. Browsers without
 * Web Locks fall back to the recording's heartbeat going stale.
 */

const lockName = (recordingId: string) => `vetvoz-recording:${recordingId}`;

/** Holds the recording's lock until the returned function is called. */
export function holdRecordingLock(recordingId: string): () => void {
  if (typeof navigator === 'undefined' || !navigator.locks) return () => undefined;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  void navigator.locks.request(lockName(recordingId), () => held).catch(() => undefined);
  return release;
}

/** True or false when the browser can tell whether a tab holds the lock; undefined when it can't. */
export async function isRecordingLockHeld(recordingId: string): Promise<boolean | undefined> {
  if (typeof navigator === 'undefined' || !navigator.locks) return undefined;
  try {
    const { held = [] } = await navigator.locks.query();
    return held.some((lock) => lock.name === lockName(recordingId));
  } catch {
    return undefined;
  }
}
