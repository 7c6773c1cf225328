// What app/ and other features may use from auth; everything else in this folder is its own.
export { ConfirmEmailBanner } from './components/confirm-email-banner.tsx';
