/**
 * The app-config capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside app-config/ import each other directly.
 */
export { maintenanceGate } from './maintenance-gate.ts';
export { appConfigRoutes } from './routes.ts';
