/**
 * The accounts capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside accounts/ import each other directly.
 */
export { accountRoutes } from './routes.ts';
