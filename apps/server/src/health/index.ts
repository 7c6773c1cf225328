/**
 * The health capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside health/ import each other directly.
 */
export { healthRoutes } from './routes.ts';
