import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { CookieBanner } from '../../features/cookie-consent/index.ts';
import { usePageViewReporting } from '../../lib/analytics.ts';
import { useRouteHead } from '../../lib/head.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';
import { useSignedInOnce } from './use-signed-in-once.ts';

const SignedInFrame = lazy(() => import('./signed-in-shell.tsx').then((m) => ({ default: m.SignedInFrame })));

/** The frame of every page: skip link, header, main content, footer and the cookie banner. */
export function RootLayout() {
  useScrollToTop();
  usePageViewReporting();
  useRouteHead();
  const signedInOnce = useSignedInOnce();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      {signedInOnce ? (
        <Suspense fallback={null}>
          <SignedInFrame />
        </Suspense>
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
