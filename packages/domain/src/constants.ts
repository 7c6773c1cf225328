/** Business and UI constants from the product spec (§9). One place, shared by server and web. */

/** Consultations included in the free trial, no credit card needed. */
export const FREE_CONSULTATIONS = 10;
/** Trial session marker the spec uses when creating a free subscription. */
export const FREE_SESSION_MARKER = 'free_session';

export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Drawer and toast animations. */
export const UI_ANIMATION_MS = 300;
/** Clicking "Nova Consulta" on /consultation goes to / and back after this delay, remounting the page. */
export const NAV_REMOUNT_DELAY_MS = 10;
/** The notification badge shows "9+" above this. */
export const UNREAD_BADGE_MAX = 9;

export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_CONSENT_VALUES = ['accepted', 'declined'] as const;
export type CookieConsent = (typeof COOKIE_CONSENT_VALUES)[number];

export const CAROUSEL = {
  autoplayMs: 4000,
  transitionMs: 800,
  mobileBreakpointPx: 768,
  touchThreshold: 10,
  cardHeightPx: 400,
} as const;

export const VIDEO_VISIBILITY_THRESHOLD = 0.3;
export const SECTION_VISIBILITY_THRESHOLD = 0.3;
export const FAQ_VISIBILITY_THRESHOLD = 0.2;

export const MIN_ADULT_AGE = 18;
export const NON_PAYMENT_GRACE_DAYS = 3;
export const PRICE_CHANGE_NOTICE_DAYS = 30;
