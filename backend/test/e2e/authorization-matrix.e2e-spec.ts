import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { parse } from 'yaml';
import { TokenService } from '../../src/auth/token.service';
import { REPO_ROOT } from '../../src/config/app-config';
import { Country } from '../../src/countries/entities/country.entity';
import { buildOpenApiDocument } from '../../src/openapi/openapi.document';
import { GlossaryEntry } from '../../src/organisations/glossary/entities/glossary-entry.entity';
import { StorageService } from '../../src/storage/storage.service';
import { newStorageKey } from '../../src/storage/storage-key.util';
import { User } from '../../src/users/entities/user.entity';
import { PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } from '../../src/users/policies.util';
import { FutureProduct } from '../../src/waitlist/entities/future-product.entity';
import { prosePdf } from '../../../document/test/utils/pdf-factory';
import { API, bearer, uniqueEmail } from '../utils/accounts';
import { createManagedOrganization, createManager, insertSale } from '../utils/account-managers';
import { confirmSandbox, createPayment, customer, unpaidTranslation } from '../utils/payments';
import { enableSecondFactor } from '../utils/second-factor';
import { createTestApp, TestApp } from '../utils/test-app';
import { insertTranslation, targetLanguageId } from '../utils/translations';
import {
  AUTHORIZATION_MATRIX,
  Caller,
  CALLERS,
  Expected,
  MatrixFixtures,
  MatrixRequest,
  OUTSIDE_THE_DOCUMENT,
  UNAUTHENTICATED,
} from './authorization-matrix';

// Internal administrators: the shared admin (two-step sign-in on), the shared one without it, then fresh callers.
const ADMIN_EMAILS = [
  'matrix.admin.0@example.com',
  'matrix.admin.1@example.com',
  'matrix.admin.2@example.com',
  'matrix.admin.3@example.com',
];
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `METHOD /path` of every operation of an OpenAPI document, without the API prefix. */
function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path.startsWith(API) ? path.slice(API.length) : path}`),
  );
}

/**
 * `METHOD /path` of every handler route of the app's router under the API prefix (Express paths, `:name` written
 * `{name}`): routes of one method (catch-alls answer every method).
 */
function routesOf(app: TestApp['app']): string[] {
  type Layer = { route?: { path: unknown; methods: Record<string, boolean> } }; // Express 5's router (its types omit `methods`)
  const stack = app.getHttpAdapter().getInstance().router.stack as unknown as Layer[];
  return stack.flatMap(({ route }) => {
    const methods = route ? Object.keys(route.methods) : [];
    if (!route || typeof route.path !== 'string' || !route.path.startsWith(`${API}/`) || methods.length !== 1) return [];
    return [`${methods[0].toUpperCase()} ${route.path.slice(API.length).replace(/:(\w+)/g, '{$1}')}`];
  });
}

function coverage(
  operations: string[],
  entries = Object.keys(AUTHORIZATION_MATRIX),
): { withoutEntry: string[]; withoutOperation: string[] } {
  return {
    withoutEntry: operations.filter((op) => !entries.includes(op)).sort(),
    withoutOperation: entries.filter((entry) => !operations.includes(entry)).sort(),
  };
}

/** The path with its {placeholders} filled; every placeholder given, and nothing else. */
function fillPath(template: string, params: Record<string, string | number> = {}): string {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  expect(Object.keys(params).sort()).toEqual([...names].sort());
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name])));
}

describe('authorisation matrix: every operation of openapi.yaml, for every kind of caller', () => {
  let t: TestApp;
  let fx: MatrixFixtures;
  let tokens: Record<Caller, string | null>;
  /** What only customer A, and only manager A (and internal administrators), may read: no other answer contains it. */
  let secrets: { customer: string[]; manager: string[] };
  /** The secrets seen in their owners' answers: the leak check is only as good as its secrets are real. */
  const seen = new Set<string>();
  let spareAdmins = 2;
  const em = () => t.app.get(MikroORM).em.fork();
  const issue = (userId: number, nowMs?: number) => t.app.get(TokenService).issue(userId, nowMs === undefined ? {} : { nowMs });

  async function acceptPolicies(userId: number): Promise<void> {
    const accepted = new Date();
    await em().nativeUpdate(
      User,
      { id: userId },
      {
        privacyPolicyVersion: PRIVACY_POLICY_VERSION,
        privacyPolicyAcceptedAt: accepted,
        termsVersion: TERMS_OF_SERVICE_VERSION,
        termsAcceptedAt: accepted,
      },
    );
  }

  /** A term in an organisation's glossary (for the rows that change or remove one). */
  async function insertGlossaryEntry(organizationId: number): Promise<number> {
    const entries = em();
    const entry = entries.create(GlossaryEntry, {
      organization: organizationId,
      sourceLanguage: 'en',
      targetLanguage: 'fr',
      sourceTerm: 'matrix term',
      targetTerm: 'terme',
    });
    await entries.flush();
    return entry.id;
  }

  async function newManager(email?: string) {
    const manager = await createManager(t, email ? { email } : {});
    await acceptPolicies(manager.user.id);
    return manager;
  }

  /** An internal administrator with two-step sign-in on (unless `enrolled` is false), signed in (the session created with the services). */
  async function newAdmin(email: string, enrolled = true) {
    const admin = await newManager(email);
    if (enrolled) await enableSecondFactor(t, admin.user.id);
    return admin;
  }

  function spareAdminEmail(): string {
    if (spareAdmins >= ADMIN_EMAILS.length) throw new Error('add an e-mail to ADMIN_EMAILS: every spare internal admin is used');
    return ADMIN_EMAILS[spareAdmins++];
  }

  /** A token past its idle timeout (issued JWT_TTL_SECONDS and an hour ago). */
  const expiredToken = (userId: number) => issue(userId, Date.now() - (t.config.JWT_TTL_SECONDS + 3600) * 1000);

  /** A caller of the same kind who is nobody's owner, for rows that end the caller's sessions. */
  async function freshToken(caller: Caller): Promise<string | null> {
    switch (caller) {
      case 'anonymous':
        return null;
      case 'expired':
        return expiredToken((await customer(t)).user.id);
      case 'customer':
      case 'otherCustomer':
        return (await customer(t)).token;
      case 'manager':
      case 'otherManager':
        return (await newManager()).token;
      case 'unenrolledAdmin':
        return (await newAdmin(spareAdminEmail(), false)).token;
      case 'admin':
        return (await newAdmin(spareAdminEmail())).token;
    }
  }

  function send(operation: string, req: MatrixRequest, token: string | null) {
    const [method, template] = operation.split(' ');
    let call = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](`${API}${fillPath(template, req.params)}`);
    if (token) call = call.set(bearer(token));
    for (const [name, value] of Object.entries(req.headers ?? {})) call = call.set(name, value);
    if (req.query) call = call.query(req.query);
    if (req.multipart) {
      for (const [name, value] of Object.entries(req.multipart.fields)) call = call.field(name, value);
      const { field, bytes, filename, contentType } = req.multipart.file;
      return call.attach(field, Buffer.from(bytes), { filename, contentType });
    }
    return req.body ? call.send(req.body) : call;
  }

  /** Secrets the caller may see in an answer. */
  function visibleTo(caller: Caller): string[] {
    if (caller === 'customer') return secrets.customer;
    if (caller === 'manager' || caller === 'admin') return secrets.manager;
    return [];
  }

  beforeAll(async () => {
    t = await createTestApp({
      INTERNAL_ADMIN_EMAILS: ADMIN_EMAILS.join(','),
      RATE_LIMIT_REQUESTS: '100000',
      UPLOAD_RATE_PER_HOUR: '1000',
      MAX_OPEN_UNPAID_TRANSLATIONS: '1000',
      METRICS_TOKEN: 'matrix-metrics-token-0123456789',
      SWAGGER_UI_ENABLED: 'false', // its pages are documentation, not operations: the router holds handlers only
    });
    const run = Date.now().toString(36);

    // Customer A (the owner), customer B; manager A (the owner) with an organisation and a sale, manager B; an admin.
    const a = await customer(t, { email: uniqueEmail(`matrix.owner.${run}`) });
    const b = await customer(t);
    const managerA = await newManager(uniqueEmail(`matrix.manager.${run}`));
    const managerB = await newManager();
    const admin = await newAdmin(ADMIN_EMAILS[0]);
    const unenrolledAdmin = await newAdmin(ADMIN_EMAILS[1], false);
    const organization = await createManagedOrganization(t, managerA.accountManagerId, { label: `Matrix owner organisation ${run}` });
    const employees = em();
    const employee = employees.create(User, { email: uniqueEmail('matrix.employee'), organization: organization.id, language: 'en' });
    await employees.flush();
    const sale = await insertSale(t, {
      accountManagerId: managerA.accountManagerId,
      organization,
      user: employee,
      subTotalCents: 885,
      purchaseDate: new Date(),
      orderNumber: `PT-MATRIX-SALE-${run.toUpperCase()}`,
    });

    // Customer A's translations and payments, one per row that changes them.
    const payable = async () => {
      const translation = await unpaidTranslation(t, a.user);
      const payment = (await createPayment(t, a.token, translation.id).expect(201)).body.stripePayment;
      return { translation, paymentId: payment.id as string, clientSecret: payment.clientSecret as string };
    };
    const unpayable = await unpaidTranslation(t, a.user);
    const open = await payable();
    const toCancel = await payable();
    const toConfirm = await payable();
    const toAuthenticate = await payable();
    const challenged = await confirmSandbox(t, a.token, toAuthenticate.clientSecret, { number: '4000 0025 0000 3155' }).expect(200);
    expect(challenged.body.paymentIntent.status).toBe('requires_action');
    const resultKey = newStorageKey('results', 'pdf');
    const { bytes: pdf } = await prosePdf({ pages: 1 });
    await t.app.get(StorageService).put(resultKey, Buffer.from(pdf));
    const completed = await insertTranslation(t, a.user, { status: 'completed', targetBlobName: resultKey });
    const link = (await t.http().get(`${API}/translations/${completed.id}/download-url`).set(bearer(a.token)).expect(200)).body
      .download_url;
    const downloadUrl = new URL(link, t.config.publicUrl); // relative (same-origin) for local storage

    fx = {
      customer: {
        userId: a.user.id,
        unpayableTranslationId: unpayable.id,
        openPaymentId: open.paymentId,
        cancel: { translationId: toCancel.translation.id, paymentId: toCancel.paymentId },
        confirmClientSecret: toConfirm.clientSecret,
        authenticatePaymentId: toAuthenticate.paymentId,
        completedTranslationId: completed.id,
        downloadPath: `${downloadUrl.pathname}${downloadUrl.search}`,
      },
      manager: {
        accountManagerId: managerA.accountManagerId,
        organizationId: organization.id,
        pricePlanId: organization.paygPricePlan.id,
        glossaryEntryId: await insertGlossaryEntry(organization.id),
      },
      countryId: (await em().findOneOrFail(Country, { value: 'CA' })).id,
      targetLanguageId: await targetLanguageId(t, 'fr'),
      futureProductId: (await em().findOneOrFail(FutureProduct, { isActive: true }, { orderBy: { id: 'asc' } })).id,
      pdf,
      unique: (prefix) => uniqueEmail(prefix).replace(/@example\.com$/, ''),
    };
    // Those that A's own answers show (the order numbers of the payment, its status and the list; the status's payment).
    secrets = {
      customer: [a.user.email, unpayable.orderNumber, open.translation.orderNumber, completed.orderNumber, open.paymentId],
      manager: [managerA.email, organization.label, sale.orderNumber],
    };
    tokens = {
      anonymous: null,
      expired: expiredToken(a.user.id),
      otherCustomer: b.token,
      otherManager: managerB.token,
      unenrolledAdmin: unenrolledAdmin.token,
      admin: admin.token,
      manager: managerA.token,
      customer: a.token,
    };
  });
  afterAll(() => t?.close());

  describe('the matrix', () => {
    it('has an entry for every operation of openapi.yaml, and none for an operation it does not have', () => {
      const document = parse(readFileSync(join(REPO_ROOT, 'openapi.yaml'), 'utf8'));
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(40);
      expect(coverage(operations)).toEqual({ withoutEntry: [], withoutOperation: [] });
    });

    it("has an entry for every operation of the running app's OpenAPI document (openapi.yaml not yet regenerated)", () => {
      expect(coverage(operationsOf(buildOpenApiDocument(t.app) as never))).toEqual({ withoutEntry: [], withoutOperation: [] });
    });

    it('has an entry for every route the app serves, those left out of the document included', () => {
      const routes = routesOf(t.app);
      expect(routes).toContain('GET /metrics');
      expect(coverage(routes, [...Object.keys(AUTHORIZATION_MATRIX), ...Object.keys(OUTSIDE_THE_DOCUMENT)])).toEqual({
        withoutEntry: [],
        withoutOperation: [],
      });
    });

    it('names the detail of every 401 and 403 it expects (a refusal is never just a status)', () => {
      const vague = Object.entries({ ...AUTHORIZATION_MATRIX, ...OUTSIDE_THE_DOCUMENT }).flatMap(([operation, entry]) =>
        CALLERS.filter((caller) => [401, 403].includes(entry.expect[caller].status) && !entry.expect[caller].detail).map(
          (caller) => `${operation} ${caller}`,
        ),
      );
      expect(vague).toEqual([]);
    });

    it('expects a credentials 401 for anonymous and expired callers on every operation that is not public', () => {
      // A public operation answers the expired token as it answers no token at all.
      const inconsistent = Object.entries(AUTHORIZATION_MATRIX)
        .filter(([, entry]) => JSON.stringify(entry.expect.anonymous) !== JSON.stringify(entry.expect.expired))
        .map(([operation]) => operation);
      expect(inconsistent).toEqual([]);
      const signedInOnly = Object.entries(AUTHORIZATION_MATRIX).filter(
        ([, entry]) => entry.expect.anonymous.detail === UNAUTHENTICATED.detail,
      );
      expect(signedInOnly.length).toBeGreaterThan(20);
    });
  });

  describe.each(Object.entries({ ...AUTHORIZATION_MATRIX, ...OUTSIDE_THE_DOCUMENT }))('%s', (operation, entry) => {
    it('answers each caller as the matrix says, and leaks no one else’s data', async () => {
      const mismatches: string[] = [];
      for (const caller of CALLERS) {
        const expected: Expected = entry.expect[caller];
        const token = entry.freshCallers ? await freshToken(caller) : tokens[caller];
        const res = await send(operation, entry.request(fx), token);
        const detail: unknown = res.body?.detail;
        if (res.status !== expected.status || (expected.detail !== undefined && detail !== expected.detail)) {
          mismatches.push(
            `${caller}: expected ${expected.status}${expected.detail ? ` "${expected.detail}"` : ''}, got ${res.status} ${JSON.stringify(detail ?? res.text?.slice(0, 300))}`,
          );
        }
        const answer = `${res.text ?? ''}${JSON.stringify(res.headers)}`;
        const visible = visibleTo(caller);
        for (const secret of [...secrets.customer, ...secrets.manager]) {
          if (!answer.includes(secret)) continue;
          if (visible.includes(secret)) seen.add(secret);
          else mismatches.push(`${caller}: the answer contains "${secret}", which is not theirs`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  });

  describe('the leak check', () => {
    it("found every secret in its owner's answers (so it would find one in someone else's)", () => {
      expect([...secrets.customer, ...secrets.manager].filter((secret) => !seen.has(secret))).toEqual([]);
    });
  });
});
