/**
 * The site capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside site/ import each other directly.
 */
export { siteRoutes } from './routes.ts';
