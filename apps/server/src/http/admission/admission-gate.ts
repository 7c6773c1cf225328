import { performance } from 'node:perf_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../app-error.ts';
import type { AppEnv } from '../context.ts';
import type { AdmissionController } from './admission-controller.ts';

/** What a refused upload's vet may read (the page shows its own words; this is for other clients). */
export const SHEDDING_MESSAGE =
  'O servidor está ocupado no momento. O áudio continua guardado neste aparelho e será reenviado em instantes.';

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
      throw new AppError('UNAVAILABLE', SHEDDING_MESSAGE, { retryAfterSeconds: decision.retryAfterSeconds });
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
      admission.observe(Math.max(0, performance.now() - started - receiving));
    }
  };
}

/** Awaits an upload's body, timed as reception when the admission gate is in front of the route. */
export function receivingBody<T>(c: Context<AppEnv>, reception: Promise<T>): Promise<T> {
  const timed = c.get('receivingBody');
  return timed ? timed(reception) : reception;
}
