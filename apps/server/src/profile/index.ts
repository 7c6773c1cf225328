/**
 * The profile capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside profile/ import each other directly.
 */
export { eraseUserData, stopBillingBeforeErasure } from './account-deletion.ts';
export { PROFILE_PHOTO_PATH, profileRoutes } from './routes.ts';
