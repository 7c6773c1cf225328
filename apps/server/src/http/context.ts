import type { Logger } from '../logging/logger.ts';

/** The signed-in user as the session middleware (auth/session.ts) puts it on the context. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  /** Confirmed through the e-mailed link; document e-mail and site admin need it. */
  emailVerified: boolean;
  isAdmin: boolean;
}

/** Variables every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by the session middleware; null when signed out. */
    user: SessionUser | null;
    /**
     * Set by the admission gate on segment uploads (http/admission/admission-gate.ts): times the body's
     * reception so that it is left out of the node's own acknowledgement time.
     */
    receivingBody?: <T>(reception: Promise<T>) => Promise<T>;
  };
}
