/**
 * Samples in the acknowledgement time's window: half a second at the default 250 ms — enough answers on a
 * busy node for a steady tail, short enough that the rate cap reacts before a queue is long.
 */
const ACKNOWLEDGEMENT_WINDOW_SAMPLES = 2;

/**
 * The acknowledgement time the rate cap steers by (admit-rate.ts), over the last few samples: the larger
 * of two readings of the same queue.
 * - The 90th percentile of the node's own time (the body's reception left out): the tail is what a vet
 *   waits for, and a phone on a weak signal does not count as the node's slowness.
 * - Twice the median of the whole time, reception included: when the event loop is saturated every body
 *   arrives late too (each chunk waits its turn), which the first reading leaves out; a median does not
 *   move for a minority of slow phones.
 */
export function acknowledgementWindow(samples = ACKNOWLEDGEMENT_WINDOW_SAMPLES) {
  const windows: { own: number[]; whole: number[] }[] = [{ own: [], whole: [] }];
  return {
    add(ownMs: number, wholeMs: number) {
      const current = windows.at(-1);
      current?.own.push(ownMs);
      current?.whole.push(wholeMs);
    },
    /** The window's reading, then a new sample starts (the oldest is dropped). */
    take(): number | undefined {
      const own = windows.flatMap((w) => w.own).sort((a, b) => a - b);
      const whole = windows.flatMap((w) => w.whole).sort((a, b) => a - b);
      windows.push({ own: [], whole: [] });
      if (windows.length > samples) windows.shift();
      if (own.length === 0) return undefined;
      return Math.max(percentileOf(own, 0.9), 2 * percentileOf(whole, 0.5));
    },
  };
}

const percentileOf = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] as number;

/** Uploads per second over the last second of samples: one 250 ms sample alone swings with bursts. */
export function perSecondWindow(samples = 4) {
  const recent: { count: number; seconds: number }[] = [];
  return {
    add(count: number, seconds: number): number {
      recent.push({ count, seconds });
      if (recent.length > samples) recent.shift();
      const total = recent.reduce((sum, sample) => sum + sample.count, 0);
      return total / recent.reduce((sum, sample) => sum + sample.seconds, 0);
    },
  };
}
