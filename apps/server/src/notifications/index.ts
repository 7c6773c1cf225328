/**
 * The notifications capability's entry point: what the rest of the server uses from it (docs/architecture.md).
 * Files inside notifications/ import each other directly.
 */
export {
  subscriptionReplacedText,
  trialAlmostUsedText,
  trialExhaustedText,
  unitInvitationText,
} from './notice-texts.ts';
export { announceUserNotice, notifyUser, type RecordedNotice, recordUserNotice } from './notify-user.ts';
export { recordPaymentFailedNotice } from './payment-failed-notice.ts';
export { priceNoticesJob, scheduleDailyPriceNotices } from './price-notices.ts';
export { notificationRoutes } from './routes.ts';
