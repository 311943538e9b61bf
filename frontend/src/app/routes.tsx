import { Suspense } from 'react';
import { data, Outlet, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@/components/errors/RouteErrorPage';
import { MainLayout } from '@/components/layout/MainLayout';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { ADMIN_BASENAME, paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/RequireAuth';
import { RequirePolicies } from '@/features/auth/components/RequirePolicies';
import { lazyImport } from '@/lib/lazy-import';

// Every page is its own lazy chunk, loaded on first visit.
const LandingPage = lazyImport(() => import('@/features/landing/components/LandingPage'), 'LandingPage');
const OAuthCallbackPage = lazyImport(() => import('@/features/auth/components/OAuthCallbackPage'), 'OAuthCallbackPage');
const SignInPage = lazyImport(() => import('@/features/auth/components/SignInPage'), 'SignInPage');
const LogoutPage = lazyImport(() => import('@/features/auth/components/LogoutPage'), 'LogoutPage');
const EnterpriseLoginPage = lazyImport(
  () => import('@/features/auth/components/EnterpriseLoginPage'),
  'EnterpriseLoginPage',
);
const EnterpriseRegisterPage = lazyImport(
  () => import('@/features/auth/components/EnterpriseRegisterPage'),
  'EnterpriseRegisterPage',
);
const ForgotPasswordPage = lazyImport(
  () => import('@/features/auth/components/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyImport(() => import('@/features/auth/components/ResetPasswordPage'), 'ResetPasswordPage');
const TranslationsPage = lazyImport(
  () => import('@/features/translations/components/TranslationsPage'),
  'TranslationsPage',
);
const CreateTranslationPage = lazyImport(
  () => import('@/features/translations/components/CreateTranslationPage'),
  'CreateTranslationPage',
);
const PaymentSuccessPage = lazyImport(
  () => import('@/features/translations/components/PaymentSuccessPage'),
  'PaymentSuccessPage',
);
const AccountPage = lazyImport(() => import('@/features/account/components/AccountPage'), 'AccountPage');
const JoinWaitlistPage = lazyImport(() => import('@/features/waitlist/components/JoinWaitlistPage'), 'JoinWaitlistPage');
const PrivacyPolicyPage = lazyImport(() => import('@/features/legal/components/PrivacyPolicyPage'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyImport(
  () => import('@/features/legal/components/TermsOfServicePage'),
  'TermsOfServicePage',
);
const FaqPage = lazyImport(() => import('@/features/support/components/FaqPage'), 'FaqPage');
const ContactUsPage = lazyImport(() => import('@/features/support/components/ContactUsPage'), 'ContactUsPage');
const HelpPage = lazyImport(() => import('@/features/support/components/HelpPage'), 'HelpPage');

// The whole react-admin portal: a single lazy chunk, never part of the customer bundle.
const AdminApp = lazyImport(() => import('@/portal/AdminApp'), 'AdminApp');

/** Unknown URLs become a 404 inside the customer layout, so the navbar stays usable. */
function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

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
          { path: paths.createTranslation, element: <CreateTranslationPage /> },
          { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
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
  { path: '*', loader: notFound, element: null },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <RouteErrorPage />,
    // Shown while the not-found loader runs on a first visit to an unknown URL.
    hydrateFallbackElement: <PageSpinner fullScreen />,
    children: [
      {
        element: <MainLayout />,
        // Errors in a page render inside the layout; the root errorElement catches layout failures.
        children: [{ errorElement: <RouteErrorPage />, children: customerRoutes }],
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
