import type { MiddlewareHandler } from 'hono';
import { AppError } from '../app-error.ts';
import type { AppEnv } from '../context.ts';
import type { AdmissionController } from './admission-controller.ts';

/** What a refused upload's vet may read (the page shows its own words; this is for other clients). */
export const SHEDDING_MESSAGE =
  'O servidor está ocupado no momento. O áudio continua guardado neste aparelho e será reenviado em instantes.';

/**
 * Refuses segment uploads while the node sheds load, before anything costs a database query (the
 * session is read after this), and counts the admitted ones while they are inside.
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
    try {
      await next();
    } finally {
      release();
    }
  };
}
