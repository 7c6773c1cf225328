/**
 * The admin capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside admin/ import each other directly.
 */
export { dailyRows } from './daily-rollup.ts';
export { adminRoutes } from './routes.ts';
