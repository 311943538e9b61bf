import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { NotFoundPage } from '@/components/errors/RouteErrorPage';
import { MainLayout } from '@/components/layout/MainLayout';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { ADMIN_BASENAME, paths } from '@/config/paths';
import { RequireAuth } from '@/lib/auth/RequireAuth';
import { RequirePolicies } from '@/features/auth/components/RequirePolicies';
import { lazyImport } from '@/lib/lazy-import';

// Every page is its own lazy chunk, loaded on first visit.
const LandingPage = lazyImport(() => import('@/features/landing/components/LandingPage'), 'LandingPage');
const OAuthCallbackPage = lazyImport(() => import('@/features/auth/components/OAuthCallbackPage'), 'OAuthCallbackPage');
const SignInPage = lazyImport(() => import('@/features/auth/components/SignInPage'), 'SignInPage');
const LogoutPage = lazyImport(() => import('@/features/auth/components/LogoutPage'), 'LogoutPage');
const EnterpriseLoginPage = lazyImport(() => import('@/features/auth/components/EnterpriseLoginPage'), 'EnterpriseLoginPage');
const EnterpriseRegisterPage = lazyImport(() => import('@/features/auth/components/EnterpriseRegisterPage'), 'EnterpriseRegisterPage');
const ForgotPasswordPage = lazyImport(() => import('@/features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyImport(() => import('@/features/auth/components/ResetPasswordPage'), 'ResetPasswordPage');
const TranslationsPage = lazyImport(() => import('@/features/translations/components/TranslationsPage'), 'TranslationsPage');
// The order flow is composed here (features do not import each other): the wizard with the billing and payment steps.
const CreateTranslationRoute = lazyImport(() => import('./order-flow/CreateTranslationRoute'), 'CreateTranslationRoute');
const PaymentSuccessRoute = lazyImport(() => import('./order-flow/PaymentSuccessRoute'), 'PaymentSuccessRoute');
const AccountPage = lazyImport(() => import('@/features/account/components/AccountPage'), 'AccountPage');
const JoinWaitlistPage = lazyImport(() => import('@/features/waitlist/components/JoinWaitlistPage'), 'JoinWaitlistPage');
const PrivacyPolicyPage = lazyImport(() => import('@/features/legal/components/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyImport(() => import('@/features/legal/components/TermsOfServicePage'), 'TermsOfServicePage');
const FaqPage = lazyImport(() => import('@/features/support/components/FaqPage'), 'FaqPage');
const ContactUsPage = lazyImport(() => import('@/features/support/components/ContactUsPage'), 'ContactUsPage');
const HelpPage = lazyImport(() => import('@/features/support/components/HelpPage'), 'HelpPage');

// The whole react-admin portal: a single lazy chunk, never part of the customer bundle.
const AdminApp = lazyImport(() => import('@/portal/AdminApp'), 'AdminApp');

/** Customer routes (spec §2), all inside the shared layout. */
const customerRoutes: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: paths.oauthCallback, element: <OAuthCallbackPage /> },
  { path: paths.signIn, element: <SignInPage /> },
  { path: paths.logout, element: <LogoutPage /> },
  { path: paths.enterpriseLogin, element: <EnterpriseLoginPage /> },
  { path: paths.enterpriseRegister, element: <EnterpriseRegisterPage /> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: paths.home, element: <TranslationsPage /> },
  { path: paths.account, element: <AccountPage /> },
  {
    // Spec §2 wizard access rules: no token → /logout; then the privacy policy, then the terms, must be accepted.
    element: <RequireAuth />,
    children: [
      {
        element: <RequirePolicies />,
        children: [
          { path: paths.createTranslation, element: <CreateTranslationRoute /> },
          { path: paths.paymentSuccess, element: <PaymentSuccessRoute /> },
        ],
      },
    ],
  },
  { path: paths.joinWaitlist, element: <JoinWaitlistPage /> },
  { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
  { path: paths.termsOfService, element: <TermsOfServicePage /> },
  { path: paths.faq, element: <FaqPage /> },
  { path: paths.contactUs, element: <ContactUsPage /> },
  { path: paths.help, element: <HelpPage /> },
  // Unknown URLs: a 404 inside the customer layout, so the navbar stays usable.
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The whole route tree, for a declarative router (App: BrowserRouter + useRoutes; the tests' memory routers take it
 * too). Route errors are caught by RouteErrorBoundary rather than a data router's errorElement: the data router
 * (loaders, actions, fetchers) would add about 15 kB brotli to the entry every page loads, for nothing we use.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    // Errors of the layout itself; page errors render inside the layout (below).
    element: (
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <MainLayout />,
        children: [
          {
            element: (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: customerRoutes,
          },
        ],
      },
      {
        path: `${ADMIN_BASENAME}/*`,
        element: (
          <Suspense fallback={<PageSpinner fullScreen />}>
            <AdminApp />
          </Suspense>
        ),
      },
    ],
  },
];
