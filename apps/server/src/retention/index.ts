/**
 * The retention capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside retention/ import each other directly.
 */
export { retentionJob, scheduleDailyRetention } from './retention-job.ts';
