/** Customer routes (spec §2). Builders encode their parameters. */
export const paths = {
  landing: '/',
  oauthCallback: '/oauth2callback',
  signIn: '/sign-in',
  logout: '/logout',
  enterpriseLogin: '/enterprise/login',
  enterpriseRegister: '/enterprise/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/forgot-password-reset',
  home: '/home',
  account: '/account',
  createTranslation: '/create-translation',
  paymentSuccess: '/create-translation/success',
  joinWaitlist: '/join-waitlist/product/:productId/:productLabel',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  faq: '/faq',
  contactUs: '/contact-us',
  help: '/help',
} as const;

export function joinWaitlistPath(productId: number | string, productLabel: string): string {
  return `/join-waitlist/product/${encodeURIComponent(productId)}/${encodeURIComponent(productLabel)}`;
}

export function paymentSuccessPath(orderNumber: string): string {
  return `${paths.paymentSuccess}?${new URLSearchParams({ order: orderNumber })}`;
}

/** The react-admin portal is mounted at this prefix; everything below it is one lazy chunk. */
export const ADMIN_BASENAME = '/admin';

/** Portal routes relative to ADMIN_BASENAME, as react-admin's <CustomRoutes> declares them. */
export const adminRoutes = {
  dashboard: 'account-manager',
  createOrganization: 'account-manager/organization/create',
  updateAccount: 'accounts/update',
  security: 'account-manager/security',
} as const;

/** Absolute portal URLs, for links from the customer app. */
export const adminPaths = {
  dashboard: `${ADMIN_BASENAME}/${adminRoutes.dashboard}`,
  createOrganization: `${ADMIN_BASENAME}/${adminRoutes.createOrganization}`,
  security: `${ADMIN_BASENAME}/${adminRoutes.security}`,
  updateAccount: (organizationId: number | string) =>
    `${ADMIN_BASENAME}/${adminRoutes.updateAccount}?${new URLSearchParams({ org: String(organizationId) })}`,
} as const;
