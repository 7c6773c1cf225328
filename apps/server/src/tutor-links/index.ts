/**
 * The tutor-links capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside tutor-links/ import each other directly.
 */
export { linkApiRoutes, linkPages } from './link-routes.ts';
export { eraseExpiredTutorPacks } from './manage-tutor-links.ts';
export { tutorLinkLines } from './tutor-link-in-message.ts';
export { tutorLinkStatus } from './tutor-link-records.ts';
