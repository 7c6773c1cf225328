import type { SessionUser } from '../auth/session.ts';
import type { Logger } from '../logging/logger.ts';

/** Variables every request carries through Hono's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Set by the session middleware; null when signed out. */
    user: SessionUser | null;
  };
}
