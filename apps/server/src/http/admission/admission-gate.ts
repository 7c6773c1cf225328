import { performance } from 'node:perf_hooks';
import type { ApiErrorBody } from '@vetvoz/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import type { AdmissionController } from './admission-controller.ts';

/** What a refused upload's vet may read (the page shows its own words; this is for other clients). */
export const SHEDDING_MESSAGE =
  'O servidor está ocupado no momento. O áudio continua guardado neste aparelho e será reenviado em instantes.';
const SHEDDING_BODY: ApiErrorBody = { code: 'UNAVAILABLE', message: SHEDDING_MESSAGE };

/**
 * Refuses segment uploads while the node sheds load, before anything costs a database query (the
 * session is read after this), and counts the admitted ones while they are inside. Each admitted
 * upload's time inside the node, less the time its body took to arrive, is what the controller steers
 * by: a slow phone's upload is slow on the network, not in the node.
 */
export function admitSegmentUploads(
  admission: AdmissionController,
  isSegmentUpload: (path: string, method: string) => boolean,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isSegmentUpload(c.req.path, c.req.method)) return next();
    const decision = admission.admit();
    if (!decision.admitted) {
      // Answered here, not thrown: past capacity there are hundreds a second, and each must cost next to
      // nothing — no error handler, no log line (the controller logs when refusing starts and ends).
      await discardBody(c);
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json(SHEDDING_BODY, 503);
    }
    const release = admission.enter();
    const started = performance.now();
    let receiving = 0;
    c.set('receivingBody', async (reception) => {
      const from = performance.now();
      try {
        return await reception;
      } finally {
        receiving += performance.now() - from;
      }
    });
    try {
      await next();
    } finally {
      release();
      const whole = performance.now() - started;
      admission.observe(Math.max(0, whole - receiving), whole);
    }
  };
}

/** A refused upload's body is read and dropped up to this size (a recorded segment is ~60 KB). */
const DISCARD_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Reads a refused upload's body to its end without keeping it, so the connection stays usable for the
 * re-send: the server adapter drops an answered request's unread body for at most half a second and then
 * cuts the connection, and on a busy node that cut reaches the phone as a network error instead of the
 * 503 and its Retry-After. A body over the limit (or of unknown length) is left to that cut.
 */
async function discardBody(c: Context<AppEnv>): Promise<void> {
  const declared = Number(c.req.header('content-length'));
  if (!(declared > 0 && declared <= DISCARD_LIMIT_BYTES)) return;
  const reader = c.req.raw.body?.getReader();
  if (!reader) return;
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The phone went away: nothing to keep.
  }
}

/** Awaits an upload's body, timed as reception when the admission gate is in front of the route. */
export function receivingBody<T>(c: Context<AppEnv>, reception: Promise<T>): Promise<T> {
  const timed = c.get('receivingBody');
  return timed ? timed(reception) : reception;
}
