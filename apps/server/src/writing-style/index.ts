/**
 * The writing-style capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside writing-style/ import each other directly.
 */
export { writingStyleRoutes } from './routes.ts';
export { promptWithWritingStyle } from './writing-style-service.ts';
