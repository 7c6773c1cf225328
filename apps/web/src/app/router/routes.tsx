import type { RouteObject } from 'react-router';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { HomePage } from '../../features/landing/routes/home-page.tsx';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { RootErrorPage, RouteErrorPage } from '../errors/route-error-page.tsx';
import { RequireAdmin } from '../guards/require-admin.tsx';
import { RequireAuth } from '../guards/require-auth.tsx';
import { RootLayout } from '../layout/root-layout.tsx';

/**
 * docs/product-rules.md §2 routes. The home page (landing for visitors, start page for vets) ships in the main bundle; every other page is its own chunk,
 * loaded by the router when first visited (the previous page stays on screen meanwhile).
 */
function PageLoading() {
  return <LoadingState label="Carregando página…" />;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        // Pathless: keeps the layout on screen while a page chunk loads or when a page crashes.
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage },
          {
            path: 'login',
            lazy: () =>
              import('../../features/auth/routes/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
          },
          {
            // Where the password-recovery e-mail leads (not in the spec's table; the flow needs a page).
            path: 'reset-password',
            lazy: () =>
              import('../../features/auth/routes/reset-password-page.tsx').then((m) => ({
                Component: m.ResetPasswordPage,
              })),
          },
          {
            // Where the sign-up confirmation e-mail leads.
            path: 'verificar-email',
            lazy: () =>
              import('../../features/auth/routes/verify-email-page.tsx').then((m) => ({
                Component: m.VerifyEmailPage,
              })),
          },
          {
            // Where the unit invitation e-mail leads: who invited you, to which unit, then sign up or in.
            path: 'convite',
            lazy: () =>
              import('../../features/business-units/routes/invitation-link-page.tsx').then((m) => ({
                Component: m.InvitationLinkPage,
              })),
          },
          {
            path: 'about',
            lazy: () =>
              import('../../features/about/routes/about-page.tsx').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: 'plans',
            lazy: () =>
              import('../../features/plans/routes/plans-page.tsx').then((m) => ({ Component: m.PlansPage })),
          },
          {
            path: 'terms',
            lazy: () =>
              import('../../features/legal/routes/terms-page.tsx').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: 'privacy',
            lazy: () =>
              import('../../features/legal/routes/privacy-page.tsx').then((m) => ({
                Component: m.PrivacyPage,
              })),
          },
          {
            path: 'payment/success',
            lazy: () =>
              import('../../features/payment/routes/payment-success-page.tsx').then((m) => ({
                Component: m.PaymentSuccessPage,
              })),
          },
          {
            path: 'payment/failure',
            lazy: () =>
              import('../../features/payment/routes/payment-failure-page.tsx').then((m) => ({
                Component: m.PaymentFailurePage,
              })),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: 'consultation',
                lazy: () =>
                  import('../../features/consultation/routes/consultation-page.tsx').then((m) => ({
                    Component: m.ConsultationPage,
                  })),
              },
              {
                // docs/product-rules.md §6 shows the link only to site admins; the page sends anyone else home with a message
                // (its own check, for the toast), and the API answers them 403.
                path: 'prompts',
                lazy: () =>
                  import('../../features/prompts/routes/prompts-page.tsx').then((m) => ({
                    Component: m.PromptsPage,
                  })),
              },
              {
                path: 'history',
                lazy: () =>
                  import('../../features/history/routes/history-page.tsx').then((m) => ({
                    Component: m.HistoryPage,
                  })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('../../features/profile/routes/profile-page.tsx').then((m) => ({
                    Component: m.ProfilePage,
                  })),
              },
              {
                path: 'integrations',
                lazy: () =>
                  import('../../features/integrations/routes/integrations-page.tsx').then((m) => ({
                    Component: m.IntegrationsPage,
                  })),
              },
              {
                path: 'business-units',
                lazy: () =>
                  import('../../features/business-units/routes/business-units-page.tsx').then((m) => ({
                    Component: m.BusinessUnitsPage,
                  })),
              },
              {
                path: 'business-units/:businessUnitId/usage',
                lazy: () =>
                  import('../../features/business-units/routes/business-unit-usage-page.tsx').then((m) => ({
                    Component: m.BusinessUnitUsagePage,
                  })),
              },
              {
                path: 'business-unit-dashboard',
                lazy: () =>
                  import('../../features/business-units/routes/business-unit-dashboard-page.tsx').then(
                    (m) => ({
                      Component: m.BusinessUnitDashboardPage,
                    }),
                  ),
              },
              {
                path: 'ux-demo',
                lazy: () =>
                  import('../../features/ux-demo/routes/ux-demo-page.tsx').then((m) => ({
                    Component: m.UxDemoPage,
                  })),
              },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              {
                path: 'admin',
                lazy: () =>
                  import('../../features/admin/routes/admin-page.tsx').then((m) => ({
                    Component: m.AdminPage,
                  })),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
