/**
 * Starts uploading this user's recorded segments still waiting on this device; the returned function
 * stops it. The queue is loaded on demand, so the page that calls this (any page, through app/) doesn't
 * carry it in its bundle.
 */
export function startBackgroundUploads(userId: string): () => void {
  let stopped = false;
  const queue = import('./capture/upload-queue.ts').then((m) => {
    if (!stopped) m.uploadQueue.start(userId);
    return m.uploadQueue;
  });
  return () => {
    stopped = true;
    void queue.then((q) => q.stop());
  };
}
