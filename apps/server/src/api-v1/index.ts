/**
 * The api-v1 capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside api-v1/ import each other directly.
 */
export { apiV1Routes } from './routes.ts';
