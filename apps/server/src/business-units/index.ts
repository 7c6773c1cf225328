/**
 * The business-units capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside business-units/ import each other directly.
 */
export { requireUnitManager } from './access.ts';
export { admitUnitConsultation, unitOwnerOf } from './admit-consultation.ts';
export { invitationLinkRoutes } from './invitation-link-routes.ts';
export { inAppInvitationNotice } from './invitation-notice.ts';
export { managedUnitIds, managedUnitIdsOf } from './managed-units.ts';
export { ensureUnitRenewals, unitRenewalJob } from './renewal-job.ts';
export { businessUnitRoutes } from './routes.ts';
export { unitApiKeyRoutes } from './unit-key-routes.ts';
