// What app/ may use from cookie-consent.
export { CookieBanner } from './components/cookie-banner.tsx';
