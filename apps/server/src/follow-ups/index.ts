/**
 * The follow-ups capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside follow-ups/ import each other directly.
 */
export { followUpsOf } from './export-follow-ups.ts';
export { followUpRoutes } from './routes.ts';
export { scheduleDailyReminders, sendRemindersJob } from './send-reminders.ts';
