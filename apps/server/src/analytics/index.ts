/**
 * The analytics capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside analytics/ import each other directly.
 */
export { analyticsRoutes } from './routes.ts';
