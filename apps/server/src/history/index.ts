/**
 * The history capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside history/ import each other directly.
 */
export { historyRoutes } from './routes.ts';
