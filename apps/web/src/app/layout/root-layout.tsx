import { Outlet } from 'react-router';
import { ConfirmEmailBanner } from '../../features/auth/index.ts';
import { CookieBanner } from '../../features/cookie-consent/index.ts';
import { usePageViewReporting } from '../../lib/analytics.ts';
import { useRouteHead } from '../../lib/head.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useBackgroundUploads } from './use-background-uploads.ts';
import { useScrollToTop } from './use-scroll-to-top.ts';

/** The frame of every page: skip link, header, main content, footer and the cookie banner. */
export function RootLayout() {
  useScrollToTop();
  usePageViewReporting();
  useRouteHead();
  useBackgroundUploads();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <ConfirmEmailBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
