/* eslint-disable max-lines -- the authorization matrix is one table (every operation x every caller) with the objects it names; split, a new operation could miss its row. */
import { CREDENTIALS_ERROR_DETAIL } from '@pt/libs/messages';
import { text, TextKey } from '../../src/common/localized-text';
import { METRICS_TOKEN_REQUIRED } from '../../src/metrics/metrics-token.guard';
import { paymentText } from '../../src/payments/payment-messages.util';
import { translationText } from '../../src/translations/translation-messages.util';

/**
 * Who calls, in the order each operation is called (the owners of the objects last, so that an operation which
 * changes its object, e.g. a cancelled payment, has been refused to everyone else first):
 * - anonymous: no Authorization header;
 * - expired: customer A's token issued past its idle timeout (exp in the past);
 * - otherCustomer: customer B, on customer A's objects;
 * - otherManager: manager B, on manager A's objects (and on customer A's);
 * - unenrolledAdmin: an internal administrator who has not turned two-step sign-in on yet (may only enrol);
 * - admin: an internal administrator (INTERNAL_ADMIN_EMAILS, an account manager with two-step sign-in on), on
 *   manager A's and customer A's objects;
 * - manager: manager A, on their own organisation (and on customer A's objects);
 * - customer: customer A, on their own objects.
 * Every caller who signs in has accepted the current privacy policy and terms, so an answer is about who they are and
 * what they own, never about a missing acceptance.
 */
export const CALLERS = [
  'anonymous',
  'expired',
  'otherCustomer',
  'otherManager',
  'unenrolledAdmin',
  'admin',
  'manager',
  'customer',
] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * The answer expected: the exact status, and the exact `detail` when given. A 401 or 403 is a refusal by identity or
 * role, a 404 with a "not found" detail hides someone else's object; any other status means the caller was let through
 * (a 2xx, or a 4xx about the body or the object's state, with its detail so that it cannot be a refusal in disguise).
 */
export interface Expected {
  status: number;
  detail?: string;
}

/** The objects the requests name: customer A's and manager A's, created by the test before any row runs. */
export interface MatrixFixtures {
  customer: {
    userId: number;
    /** A translation awaiting payment, without a payment yet. */
    unpayableTranslationId: number;
    /** An open payment (provider intent id) of another of A's translations. */
    openPaymentId: string;
    /** An open payment kept for the cancel row, and its translation. */
    cancel: { translationId: number; paymentId: string };
    /** The client secret of an open payment kept for the sandbox confirmation row. */
    confirmClientSecret: string;
    /** A payment waiting for 3-D Secure (requires_action), for the sandbox authentication row. */
    authenticatePaymentId: string;
    /** A completed, paid translation whose result is stored. */
    completedTranslationId: number;
    /** A signed download link (path and query) of that result. */
    downloadPath: string;
  };
  manager: { accountManagerId: number; organizationId: number; pricePlanId: number; glossaryEntryId: number };
  countryId: number;
  targetLanguageId: number;
  futureProductId: number;
  pdf: Uint8Array;
  /** A string not used before in this run (e-mails, labels). */
  unique(prefix: string): string;
}

export interface MatrixRequest {
  /** Values of the path's {placeholders} (every one must be given). */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A multipart form instead of a JSON body. */
  multipart?: { fields: Record<string, string>; file: { field: string; bytes: Uint8Array; filename: string; contentType: string } };
  headers?: Record<string, string>;
}

export interface MatrixEntry {
  /** The request, built for each call: the one the objects' owner would send. */
  request: (fx: MatrixFixtures) => MatrixRequest;
  /**
   * Each signed-in caller is a fresh user of its role (customer, manager, internal admin; the expired token is a fresh
   * customer's): for operations that end the caller's sessions, so the shared callers stay signed in.
   */
  freshCallers?: true;
  expect: Record<Caller, Expected>;
}

const en = (key: TextKey) => text(key).render('en');

export const UNAUTHENTICATED: Expected = { status: 401, detail: CREDENTIALS_ERROR_DETAIL };
const NOT_A_MANAGER: Expected = { status: 403, detail: en('notAccountManager') };
const OTHER_MANAGER: Expected = { status: 403, detail: en('otherManager') };
const ORGANIZATION_NOT_FOUND: Expected = { status: 404, detail: en('organizationNotFound') };
const GLOSSARY_ENTRY_NOT_FOUND: Expected = { status: 404, detail: en('glossaryEntryNotFound') };
const PRICE_PLAN_NOT_FOUND: Expected = { status: 404, detail: en('pricePlanNotFound') };
const PAYMENT_NOT_FOUND: Expected = { status: 404, detail: paymentText('paymentNotFound', 'en') };
const UNPAID_NOT_FOUND: Expected = { status: 404, detail: paymentText('translationNotFound', 'en') };
const TRANSLATION_NOT_FOUND: Expected = { status: 404, detail: translationText('notFound', 'en') };
const WRONG_CODE: Expected = { status: 400, detail: en('secondFactorCodeInvalid') };
const ENROLMENT_REQUIRED: Expected = { status: 403, detail: en('secondFactorEnrolmentRequired') };
const NOT_ENABLED: Expected = { status: 400, detail: en('secondFactorNotEnabled') };
const ok = (status: number, detail?: string): Expected => (detail === undefined ? { status } : { status, detail });

/** The same answer for everyone, a bad token included: a public operation that reads no token. */
function everyone(expected: Expected): Record<Caller, Expected> {
  return Object.fromEntries(CALLERS.map((caller) => [caller, expected])) as Record<Caller, Expected>;
}

/** Signed in: about the caller's own account, so every signed-in caller gets `expected`. */
function signedIn(expected: Expected): Record<Caller, Expected> {
  return { ...everyone(expected), anonymous: UNAUTHENTICATED, expired: UNAUTHENTICATED };
}

/** Customer A's object: A gets `owner`, every other signed-in caller (managers and admins included) `stranger`. */
function customerObject(owner: Expected, stranger: Expected): Record<Caller, Expected> {
  return { ...signedIn(stranger), customer: owner };
}

/**
 * Account managers only (@Auth({ accountManager: true })): customers get 403 whatever the request names, and so does an
 * internal administrator until two-step sign-in is on.
 */
function managers(answers: { manager: Expected; otherManager: Expected; admin: Expected }): Record<Caller, Expected> {
  return { ...signedIn(NOT_A_MANAGER), unenrolledAdmin: ENROLMENT_REQUIRED, ...answers };
}

/** Two-step sign-in settings: managers and internal admins only (customers 403, whatever the body). */
function secondFactor(answers: {
  manager: Expected;
  otherManager: Expected;
  unenrolledAdmin: Expected;
  admin: Expected;
}): Record<Caller, Expected> {
  return { ...signedIn(NOT_A_MANAGER), ...answers };
}

const sandboxCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 4, cvc: '123' };

/**
 * Every operation of openapi.yaml, keyed `METHOD /path` (the path without the /prod/api prefix, placeholders as in
 * openapi.yaml). The test fails for an operation without an entry and for an entry without an operation.
 */
export const AUTHORIZATION_MATRIX: Record<string, MatrixEntry> = {
  // ---- Operations and public reference data -------------------------------------------------------------------
  'GET /health': { request: () => ({}), expect: everyone(ok(200)) },
  'GET /health/ready': { request: () => ({}), expect: everyone(ok(200)) },
  'GET /config': { request: () => ({}), expect: everyone(ok(200)) },
  'GET /countries': { request: () => ({}), expect: everyone(ok(200)) },
  'GET /translations/target-languages': { request: () => ({}), expect: everyone(ok(200)) },
  'GET /future-products': { request: () => ({}), expect: everyone(ok(200)) },
  'POST /visitor': { request: () => ({}), expect: everyone(ok(204)) },
  // Signing in is optional: a bad token counts as signed out.
  'POST /contact': {
    request: (fx) => ({
      body: { email: `${fx.unique('contact')}@example.com`, message: 'Authorisation matrix: a question about pricing.' },
    }),
    expect: everyone(ok(201)),
  },

  // ---- Sign-in, registration and password reset (public: the body is the credential) ----------------------------
  'POST /auth/google/start': { request: () => ({ body: {} }), expect: everyone(ok(200)) },
  // No Google sign-in was started (or is waiting to be linked) in this client: its signed cookie is missing.
  'POST /auth/google': {
    request: () => ({ body: { code: 'matrix-code', state: 'matrix-state' } }),
    expect: everyone(ok(401, en('googleStateMismatch'))),
  },
  'POST /auth/google/link': {
    request: () => ({ body: { password: 'correct horse battery staple' } }),
    expect: everyone(ok(401, en('googleLinkExpired'))),
  },
  'POST /auth/forgot-password': { request: (fx) => ({ body: { email: `${fx.unique('nobody')}@example.com` } }), expect: everyone(ok(200)) },
  'POST /auth/reset-password': {
    request: (fx) => ({
      body: { email: `${fx.unique('nobody')}@example.com`, token: 'a'.repeat(43), password: 'correct horse battery staple' },
    }),
    expect: everyone(ok(400, en('resetInvalid'))),
  },
  'POST /admin/enterprise/users/create': {
    request: (fx) => ({
      body: {
        email: `${fx.unique('invitee')}@example.com`,
        activationCode: 'NOT-A-CODE',
        password: 'correct horse battery staple',
        organizationId: fx.manager.organizationId,
      },
    }),
    expect: everyone(ok(400, en('invalidActivation'))),
  },
  'POST /enterprise/users/login': {
    request: (fx) => ({ body: { email: `${fx.unique('stranger')}@example.com`, password: 'correct horse battery staple' } }),
    expect: everyone(ok(401, en('invalidLogin'))),
  },
  'POST /enterprise/users/login/second-factor': {
    request: () => ({ body: { challenge: 'not-a-challenge', code: '123456' } }),
    expect: everyone(ok(401, en('secondFactorChallengeExpired'))),
  },

  // ---- The caller's own session and account ---------------------------------------------------------------------
  'GET /auth/check': { request: () => ({}), expect: signedIn(ok(200)) },
  'GET /user': { request: () => ({}), expect: signedIn(ok(200)) },
  'POST /auth/logout': { request: () => ({}), freshCallers: true, expect: signedIn(ok(204)) },
  'PATCH /user/language': { request: () => ({ body: { language: 'en' } }), expect: signedIn(ok(200)) },
  'POST /privacy/accept': { request: () => ({ body: { language: 'en' } }), expect: signedIn(ok(200)) },
  'POST /terms/accept': { request: () => ({ body: { language: 'en' } }), expect: signedIn(ok(200)) },
  // The body names the user: A's id for anyone but A is refused.
  'PUT /users/billing-address': {
    request: (fx) => ({
      body: {
        userId: fx.customer.userId,
        street: '100 Queen St W',
        city: 'Toronto',
        region: 'ON',
        postalCode: 'M5H 2N2',
        countryId: fx.countryId,
      },
    }),
    expect: customerObject(ok(200), ok(403, en('otherUserAddress'))),
  },
  'GET /waitlist-users': { request: () => ({}), expect: signedIn(ok(200)) },
  'POST /waitlist-user': {
    request: (fx) => ({ body: { productId: fx.futureProductId, reason: 'Authorisation matrix' } }),
    expect: signedIn(ok(201)),
  },

  // ---- Two-step sign-in (managers and internal admins; the admin has it on, the managers do not) ------------------
  'GET /auth/second-factor': {
    request: () => ({}),
    expect: secondFactor({ manager: ok(200), otherManager: ok(200), unenrolledAdmin: ok(200), admin: ok(200) }),
  },
  'POST /auth/second-factor/enrolment': {
    request: () => ({}),
    expect: secondFactor({
      manager: ok(201),
      otherManager: ok(201),
      unenrolledAdmin: ok(201),
      admin: ok(409, en('secondFactorAlreadyEnabled')),
    }),
  },
  // Those without it have an enrolment pending (the row above): a code that can never be right.
  'POST /auth/second-factor/enrolment/confirm': {
    request: () => ({ body: { code: 'abc' } }),
    expect: secondFactor({
      manager: WRONG_CODE,
      otherManager: WRONG_CODE,
      unenrolledAdmin: WRONG_CODE,
      admin: ok(409, en('secondFactorAlreadyEnabled')),
    }),
  },
  'POST /auth/second-factor/recovery-codes': {
    request: () => ({ body: { code: 'abc' } }),
    expect: secondFactor({ manager: NOT_ENABLED, otherManager: NOT_ENABLED, unenrolledAdmin: NOT_ENABLED, admin: WRONG_CODE }),
  },
  'POST /auth/second-factor/disable': {
    request: () => ({ body: { code: 'abc' } }),
    expect: secondFactor({ manager: NOT_ENABLED, otherManager: NOT_ENABLED, unenrolledAdmin: NOT_ENABLED, admin: WRONG_CODE }),
  },

  // ---- Translations (customer A's objects) ------------------------------------------------------------------------
  // The form names the user: A's id for anyone but A is refused.
  'POST /translations': {
    request: (fx) => ({
      multipart: {
        fields: { user_id: String(fx.customer.userId), target_language_id: String(fx.targetLanguageId) },
        file: { field: 'file', bytes: fx.pdf, filename: 'matrix.pdf', contentType: 'application/pdf' },
      },
    }),
    expect: customerObject(ok(201), ok(403, translationText('otherUser', 'en'))),
  },
  'GET /translations': { request: () => ({}), expect: signedIn(ok(200)) },
  'GET /translations/{id}/download-url': {
    request: (fx) => ({ params: { id: fx.customer.completedTranslationId } }),
    expect: customerObject(ok(200), TRANSLATION_NOT_FOUND),
  },
  // Only the owner says which language their unpaid document is in (the language it already has: nothing changes).
  'PUT /translations/{id}/source-language': {
    request: (fx) => ({ params: { id: fx.customer.unpayableTranslationId }, body: { source_language: 'en' } }),
    expect: customerObject(ok(200), TRANSLATION_NOT_FOUND),
  },
  // The signed link is the authorisation: anyone holding it downloads, with or without a token.
  'GET /storage/download': {
    request: (fx) => {
      const url = new URL(fx.customer.downloadPath, 'http://localhost');
      return { query: Object.fromEntries(url.searchParams) };
    },
    expect: everyone(ok(200)),
  },

  // ---- Payments (customer A's objects) ---------------------------------------------------------------------------
  'POST /translations/payg_payment': {
    request: (fx) => ({ body: { translationId: fx.customer.unpayableTranslationId } }),
    expect: customerObject(ok(201), UNPAID_NOT_FOUND),
  },
  'PUT /translations/payment/{paymentId}/status/{status}': {
    request: (fx) => ({ params: { paymentId: fx.customer.openPaymentId, status: 'payment_failed' } }),
    expect: customerObject(ok(200), PAYMENT_NOT_FOUND),
  },
  'DELETE /translations/{translationId}/payg-stripe-payment/{stripePaymentId}': {
    request: (fx) => ({ params: { translationId: fx.customer.cancel.translationId, stripePaymentId: fx.customer.cancel.paymentId } }),
    expect: customerObject(ok(200), PAYMENT_NOT_FOUND),
  },
  'GET /payments/status/{paymentId}': {
    request: (fx) => ({ params: { paymentId: fx.customer.openPaymentId } }),
    expect: customerObject(ok(200), PAYMENT_NOT_FOUND),
  },
  'POST /payments/sandbox/confirm': {
    request: (fx) => ({ body: { clientSecret: fx.customer.confirmClientSecret, card: sandboxCard, billingName: 'Jane Doe' } }),
    expect: customerObject(ok(200), PAYMENT_NOT_FOUND),
  },
  'POST /payments/sandbox/authenticate': {
    request: (fx) => ({ body: { paymentIntentId: fx.customer.authenticatePaymentId, outcome: 'complete' } }),
    expect: customerObject(ok(200), PAYMENT_NOT_FOUND),
  },
  // Stripe authenticates its calls with the Stripe-Signature header, not a token; this server has no Stripe keys.
  'POST /payments/stripe/webhook': {
    request: () => ({ body: { id: 'evt_matrix', type: 'payment_intent.succeeded' }, headers: { 'Stripe-Signature': 't=1,v1=00' } }),
    expect: everyone(ok(404, 'Stripe is not configured on this server.')),
  },

  // ---- Account-manager portal (manager A's objects) --------------------------------------------------------------
  'GET /admin/account-managers/{id}': {
    request: (fx) => ({ params: { id: fx.manager.accountManagerId } }),
    expect: managers({ manager: ok(200), otherManager: OTHER_MANAGER, admin: OTHER_MANAGER }),
  },
  'GET /admin/account-manager/{id}/accounts': {
    request: (fx) => ({ params: { id: fx.manager.accountManagerId } }),
    expect: managers({ manager: ok(200), otherManager: OTHER_MANAGER, admin: OTHER_MANAGER }),
  },
  // Internal administrators read every organisation.
  'GET /admin/account-manager/account-details/{organizationId}': {
    request: (fx) => ({ params: { organizationId: fx.manager.organizationId } }),
    expect: managers({ manager: ok(200), otherManager: ORGANIZATION_NOT_FOUND, admin: ok(200) }),
  },
  'GET /admin/resources/organizations/{id}': {
    request: (fx) => ({ params: { id: fx.manager.organizationId } }),
    expect: managers({ manager: ok(200), otherManager: ORGANIZATION_NOT_FOUND, admin: ok(200) }),
  },
  // Lists of the caller's own organisations and sales: each manager gets theirs (no one else's, see the leak check).
  'GET /admin/resources/organizations': {
    request: () => ({}),
    expect: managers({ manager: ok(200), otherManager: ok(200), admin: ok(200) }),
  },
  'GET /admin/resources/payg-sales': { request: () => ({}), expect: managers({ manager: ok(200), otherManager: ok(200), admin: ok(200) }) },
  'GET /admin/resources/payg-sales/monthly': {
    request: () => ({}),
    expect: managers({ manager: ok(200), otherManager: ok(200), admin: ok(200) }),
  },
  'GET /admin/resources/payg-sales.csv': {
    request: () => ({}),
    expect: managers({ manager: ok(200), otherManager: ok(200), admin: ok(200) }),
  },
  'GET /admin/account-manager/{id}/payg-sales': {
    request: (fx) => ({ params: { id: fx.manager.accountManagerId } }),
    expect: managers({ manager: ok(200), otherManager: OTHER_MANAGER, admin: OTHER_MANAGER }),
  },
  // An organisation is created for the manager named in the body: only that manager may.
  'POST /admin/accounts': {
    request: (fx) => ({
      body: {
        label: fx.unique('Matrix Org'),
        paygPagePrice: 2.5,
        longDocIncentivePrice: 1.5,
        contact: { name: 'Jane Doe', email: 'jane@acme.test', phone: '+1 613 555 0100' },
        address: { street: '100 Queen St W', city: 'Toronto', regionValue: 'ON', postalCode: 'M5H 2N2' },
        accountManagerId: fx.manager.accountManagerId,
      },
    }),
    expect: managers({ manager: ok(201), otherManager: OTHER_MANAGER, admin: OTHER_MANAGER }),
  },
  // Prices change only on the caller's own organisations (internal administrators included).
  'PUT /admin/enterprise-accounts/payg-price-plan': {
    request: (fx) => ({ body: { id: fx.manager.pricePlanId, pagePrice: 3, ldiPagePrice: 2 } }),
    expect: managers({ manager: ok(200), otherManager: PRICE_PLAN_NOT_FOUND, admin: PRICE_PLAN_NOT_FOUND }),
  },
  // Invitations into the caller's own organisations; internal administrators invite into any.
  'POST /admin/account-managers/enterprise-registrations': {
    request: (fx) => ({
      body: { organizationId: fx.manager.organizationId, email: `${fx.unique('invited')}@example.com`, language: 'en' },
    }),
    expect: managers({ manager: ok(201), otherManager: ORGANIZATION_NOT_FOUND, admin: ok(201) }),
  },
  // The glossary of one of the caller's organisations; internal administrators reach every organisation's.
  'GET /admin/organizations/{organizationId}/glossary': {
    request: (fx) => ({ params: { organizationId: fx.manager.organizationId } }),
    expect: managers({ manager: ok(200), otherManager: ORGANIZATION_NOT_FOUND, admin: ok(200) }),
  },
  'GET /admin/organizations/{organizationId}/glossary/export.csv': {
    request: (fx) => ({ params: { organizationId: fx.manager.organizationId } }),
    expect: managers({ manager: ok(200), otherManager: ORGANIZATION_NOT_FOUND, admin: ok(200) }),
  },
  'POST /admin/organizations/{organizationId}/glossary/entries': {
    request: (fx) => ({
      params: { organizationId: fx.manager.organizationId },
      body: { sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: fx.unique('term'), targetTerm: 'terme' },
    }),
    expect: managers({ manager: ok(201), otherManager: ORGANIZATION_NOT_FOUND, admin: ok(201) }),
  },
  'POST /admin/organizations/{organizationId}/glossary/import': {
    request: (fx) => ({ params: { organizationId: fx.manager.organizationId }, body: { csv: `en,fr,${fx.unique('imported')},importé\n` } }),
    expect: managers({ manager: ok(200), otherManager: ORGANIZATION_NOT_FOUND, admin: ok(200) }),
  },
  'PUT /admin/organizations/{organizationId}/glossary/entries/{entryId}': {
    request: (fx) => ({
      params: { organizationId: fx.manager.organizationId, entryId: fx.manager.glossaryEntryId },
      body: { sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: 'matrix term', targetTerm: fx.unique('changed') },
    }),
    expect: managers({ manager: ok(200), otherManager: ORGANIZATION_NOT_FOUND, admin: ok(200) }),
  },
  // The internal administrator (called before the manager) removes the entry: the manager's call finds it gone.
  'DELETE /admin/organizations/{organizationId}/glossary/entries/{entryId}': {
    request: (fx) => ({ params: { organizationId: fx.manager.organizationId, entryId: fx.manager.glossaryEntryId } }),
    expect: managers({ manager: GLOSSARY_ENTRY_NOT_FOUND, otherManager: ORGANIZATION_NOT_FOUND, admin: ok(204) }),
  },
};

/**
 * Operations the app serves outside openapi.yaml (@ApiExcludeController), walked like the others: the test fails for
 * a route of the app in neither map.
 */
export const OUTSIDE_THE_DOCUMENT: Record<string, MatrixEntry> = {
  // Prometheus scraping: only the METRICS_TOKEN the test app sets opens it, never a user's token.
  'GET /metrics': { request: () => ({}), expect: everyone(ok(401, METRICS_TOKEN_REQUIRED)) },
};
