/**
 * Runs tasks one after another (the local model is CPU bound: two at once would each take twice as long
 * and need two contexts). A caller whose signal aborts while waiting leaves the line without running; one
 * running is stopped through the same signal, which node-llama-cpp checks at every token.
 */
export function serialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const run = <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    waiting++;
    const next = tail.then(() => {
      waiting--;
      if (signal?.aborted) throw abortedWhileQueued(signal);
      return task();
    });
    tail = next.catch(() => {});
    if (!signal) return next;
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => reject(abortedWhileQueued(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      next.then(
        (value) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };
  return Object.assign(run, {
    /** Tasks queued and not started yet. */
    waiting: () => waiting,
  });
}

/** An AbortError, as a cancelled fetch gives: the caller tells a time limit from a cancel by its own state. */
const abortedWhileQueued = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('aborted while queued', 'AbortError');
