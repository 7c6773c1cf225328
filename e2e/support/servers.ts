/** Where the browser tests' servers listen (loopback only). */
export const MAIN_URL = 'http://127.0.0.1:3100';
/** A second server for tests that change installation-wide state, such as maintenance mode. */
export const ISOLATED_URL = 'http://127.0.0.1:3101';

/** Site admins of the test servers: one per Playwright project, so parallel projects don't collide. */
export const ADMIN_EMAILS = ['admin-desktop@vetvoz.test', 'admin-mobile@vetvoz.test'];
