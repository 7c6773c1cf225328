/**
 * The prompts capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside prompts/ import each other directly.
 */
export { promptRoutes } from './routes.ts';
export { ensureDefaultPrompts, getActivePrompt } from './service.ts';
