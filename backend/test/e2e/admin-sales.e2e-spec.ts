import { MikroORM } from '@mikro-orm/core';
import { Organization } from '../../src/organisations/entities/organization.entity';
import { User } from '../../src/users/entities/user.entity';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { createManagedOrganization, createManager, insertSale, TestManager } from '../utils/account-managers';
import { createTestApp, TestApp } from '../utils/test-app';

const NOT_A_MANAGER = { detail: 'User is not an account manager' };
const OTHER_MANAGER = { detail: 'You can only use your own account manager id.' };

describe('account-manager portal: PAYG sales, commission and the react-admin lists', () => {
  let t: TestApp;
  let a: TestManager;
  let b: TestManager;
  let acme: Organization;
  let evil: Organization;
  let bOrg: Organization;
  let jane: User;
  let plus: User;
  const sales: Record<string, number> = {};
  const get = (path: string, token: string) => t.http().get(`${API}${path}`).set(bearer(token));
  const list = (resource: string, token: string, query: Record<string, unknown> = {}) =>
    t
      .http()
      .get(`${API}/admin/resources/${resource}`)
      .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
      .set(bearer(token));

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000' });
    a = await createManager(t);
    b = await createManager(t);
    acme = await createManagedOrganization(t, a.accountManagerId, { label: 'Acme' });
    evil = await createManagedOrganization(t, a.accountManagerId, { label: '=Evil, "Corp"' });
    bOrg = await createManagedOrganization(t, b.accountManagerId, { label: 'Bee Corp' });
    jane = (await createPublicCustomer(t, { email: 'jane@acme.test' })).user;
    plus = (await createPublicCustomer(t, { email: '+cmd@evil.test' })).user;
    const sale = async (key: string, params: Parameters<typeof insertSale>[1]) => {
      sales[key] = (await insertSale(t, params)).id;
    };
    // Manager A: four CAD sales over three months (commission 40 %, rounded half up per sale).
    await sale('sep', {
      accountManagerId: a.accountManagerId,
      organization: acme,
      user: jane,
      subTotalCents: 750,
      pageCount: 3,
      purchaseDate: new Date('2026-09-10T12:00:00Z'),
      orderNumber: 'PT-AAAA-0001',
    });
    await sale('oct1', {
      accountManagerId: a.accountManagerId,
      organization: acme,
      user: jane,
      subTotalCents: 295,
      pageCount: 1,
      purchaseDate: new Date('2026-10-05T08:00:00Z'),
      orderNumber: 'PT-AAAA-0002',
    });
    await sale('oct2', {
      accountManagerId: a.accountManagerId,
      organization: evil,
      user: plus,
      subTotalCents: 1001,
      pageCount: 4,
      purchaseDate: new Date('2026-10-31T23:59:59Z'),
      orderNumber: '@SUM(A1)',
    });
    await sale('nov', {
      accountManagerId: a.accountManagerId,
      organization: acme,
      user: jane,
      subTotalCents: 12500,
      pageCount: 50,
      purchaseDate: new Date('2026-11-01T00:00:00Z'),
      orderNumber: 'PT-AAAA-0004',
    });
    // Manager B's sale and a public sale (no manager) never show for A.
    await sale('b', {
      accountManagerId: b.accountManagerId,
      organization: bOrg,
      user: jane,
      subTotalCents: 5000,
      purchaseDate: new Date('2026-11-02T00:00:00Z'),
    });
    await sale('public', {
      accountManagerId: null,
      organization: null,
      user: jane,
      subTotalCents: 295,
      purchaseDate: new Date('2026-11-03T00:00:00Z'),
    });
  });
  afterAll(() => t.close());

  describe('GET /admin/account-manager/{id}/payg-sales', () => {
    it("lists the caller's sales newest first with 40 % commissions and their total, in cents and dollars", async () => {
      const res = await get(`/admin/account-manager/${a.accountManagerId}/payg-sales`, a.token).expect(200);
      expect(Object.keys(res.body)).toEqual(['paygSales', 'commissionTotal', 'commissionTotalCents', 'currency']);
      expect(res.body.paygSales.map((s: any) => s.id)).toEqual([sales.nov, sales.oct2, sales.oct1, sales.sep]);
      expect(res.body.paygSales[0]).toEqual({
        id: sales.nov,
        organization: { id: acme.id, label: 'Acme' },
        user: { id: jane.id, email: 'jane@acme.test' },
        pageCount: 50,
        orderNumber: 'PT-AAAA-0004',
        subTotal: 125,
        subTotalCents: 12500,
        commission: 50,
        commissionCents: 5000,
        currency: { value: 'CAD' },
        purchaseDate: '2026-11-01T00:00:00.000Z',
      });
      expect(res.body.paygSales.map((s: any) => [s.subTotalCents, s.commissionCents, s.commission])).toEqual([
        [12500, 5000, 50],
        [1001, 400, 4],
        [295, 118, 1.18],
        [750, 300, 3],
      ]);
      expect(res.body).toMatchObject({ commissionTotalCents: 5818, commissionTotal: 58.18, currency: { value: 'CAD' } });
    });

    it("shows the first (newest) sale's currency; a manager without sales gets an empty list and null currency", async () => {
      const c = await createManager(t);
      await insertSale(t, {
        accountManagerId: c.accountManagerId,
        organization: null,
        user: jane,
        subTotalCents: 1000,
        currency: 'USD',
        purchaseDate: new Date('2026-05-01T00:00:00Z'),
      });
      const empty = await get(`/admin/account-manager/${c.accountManagerId}/payg-sales`, c.token).expect(200);
      expect(empty.body).toMatchObject({ commissionTotalCents: 400, currency: { value: 'USD' } });
      expect(empty.body.paygSales[0].organization).toBeNull();
      await insertSale(t, {
        accountManagerId: c.accountManagerId,
        organization: null,
        user: jane,
        subTotalCents: 500,
        currency: 'CAD',
        purchaseDate: new Date('2026-06-01T00:00:00Z'),
      });
      const mixed = await get(`/admin/account-manager/${c.accountManagerId}/payg-sales`, c.token).expect(200);
      expect(mixed.body).toMatchObject({ commissionTotalCents: 600, commissionTotal: 6, currency: { value: 'CAD' } });
      const none = await createManager(t);
      expect((await get(`/admin/account-manager/${none.accountManagerId}/payg-sales`, none.token).expect(200)).body).toEqual({
        paygSales: [],
        commissionTotal: 0,
        commissionTotalCents: 0,
        currency: null,
      });
    });

    it("refuses another manager's id (403) and a non-manager (403); B sees only B's sale", async () => {
      expect((await get(`/admin/account-manager/${a.accountManagerId}/payg-sales`, b.token).expect(403)).body).toEqual(OTHER_MANAGER);
      const customer = await createPublicCustomer(t);
      expect((await get(`/admin/account-manager/${a.accountManagerId}/payg-sales`, customer.token).expect(403)).body).toEqual(
        NOT_A_MANAGER,
      );
      await t.http().get(`${API}/admin/account-manager/${a.accountManagerId}/payg-sales`).expect(401);
      const own = await get(`/admin/account-manager/${b.accountManagerId}/payg-sales`, b.token).expect(200);
      expect(own.body.paygSales.map((s: any) => s.id)).toEqual([sales.b]);
      expect(own.body.commissionTotalCents).toBe(2000);
    });
  });

  describe('GET /admin/resources/payg-sales (ra-data-simple-rest)', () => {
    it('pages with range and answers Content-Range, exposed to the browser', async () => {
      const first = await list('payg-sales', a.token, { sort: ['purchaseDate', 'DESC'], range: [0, 1], filter: {} }).expect(200);
      expect(first.headers['content-range']).toBe('payg-sales 0-1/4');
      expect(first.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(first.body.map((s: any) => s.id)).toEqual([sales.nov, sales.oct2]);
      expect(first.body[0]).toMatchObject({ subTotalCents: 12500, commissionCents: 5000, organization: { id: acme.id, label: 'Acme' } });
      const second = await list('payg-sales', a.token, { sort: ['purchaseDate', 'DESC'], range: [2, 10] }).expect(200);
      expect(second.headers['content-range']).toBe('payg-sales 2-3/4');
      expect(second.body.map((s: any) => s.id)).toEqual([sales.oct1, sales.sep]);
      const beyond = await list('payg-sales', a.token, { range: [10, 19] }).expect(200);
      expect(beyond.headers['content-range']).toBe('payg-sales */4');
      expect(beyond.body).toEqual([]);
      const defaults = await t.http().get(`${API}/admin/resources/payg-sales`).set(bearer(a.token)).expect(200);
      expect(defaults.body.map((s: any) => s.id)).toEqual([sales.nov, sales.oct2, sales.oct1, sales.sep]);
    });

    it('sorts by subTotalCents, pageCount and purchaseDate either way', async () => {
      const ids = async (sort: [string, string]) =>
        (await list('payg-sales', a.token, { sort, range: [0, 9] }).expect(200)).body.map((s: any) => s.id);
      expect(await ids(['subTotalCents', 'ASC'])).toEqual([sales.oct1, sales.sep, sales.oct2, sales.nov]);
      expect(await ids(['pageCount', 'desc'])).toEqual([sales.nov, sales.oct2, sales.sep, sales.oct1]);
      expect(await ids(['purchaseDate', 'ASC'])).toEqual([sales.sep, sales.oct1, sales.oct2, sales.nov]);
    });

    it('filters by organisation, dates (whole UTC days) and ids', async () => {
      const ids = async (filter: Record<string, unknown>, token = a.token) => {
        const res = await list('payg-sales', token, { sort: ['purchaseDate', 'ASC'], range: [0, 9], filter }).expect(200);
        expect(res.headers['content-range']).toMatch(new RegExp(`/${res.body.length}$`));
        return res.body.map((s: any) => s.id);
      };
      expect(await ids({ organizationId: evil.id })).toEqual([sales.oct2]);
      expect(await ids({ organizationId: acme.id })).toEqual([sales.sep, sales.oct1, sales.nov]);
      expect(await ids({ from: '2026-10-01', to: '2026-10-31' })).toEqual([sales.oct1, sales.oct2]);
      expect(await ids({ from: '2026-10-05T08:00:01Z' })).toEqual([sales.oct2, sales.nov]);
      expect(await ids({ to: '2026-10-05T08:00:00Z' })).toEqual([sales.sep, sales.oct1]);
      expect(await ids({ id: [sales.sep, sales.nov, sales.b] })).toEqual([sales.sep, sales.nov]);
      // Another manager's organisation or sale filters to nothing, never to their data.
      expect(await ids({ organizationId: acme.id }, b.token)).toEqual([]);
      expect(await ids({ id: sales.sep }, b.token)).toEqual([]);
      expect(await ids({}, b.token)).toEqual([sales.b]);
    });

    it.each([
      [
        'an unknown sort field',
        { sort: ['commissionCents', 'ASC'] },
        'sort field must be one of purchaseDate, subTotalCents, pageCount, id',
      ],
      ['a bad sort order', { sort: ['pageCount', 'UP'] }, 'sort order must be ASC or DESC'],
      ['a reversed range', { range: [5, 2] }, 'range must be [start, end] with 0 <= start <= end'],
      ['a range over 1000 records', { range: [0, 1000] }, 'range may cover at most 1000 records'],
      ['an unknown filter', { filter: { label: 'x' } }, 'Unknown filter: label (allowed: organizationId, from, to, id)'],
      ['a bad date', { filter: { from: '2026-02-30' } }, 'filter from must be an ISO date (YYYY-MM-DD) or date-time'],
      ['a bad organisation id', { filter: { organizationId: 'acme' } }, 'filter organizationId must be an id'],
    ])('refuses %s with 400', async (_case, query, detail) => {
      expect((await list('payg-sales', a.token, query).expect(400)).body).toEqual({ detail });
    });

    it('refuses malformed JSON, unknown parameters and non-managers', async () => {
      const raw = (query: string, token = a.token) => t.http().get(`${API}/admin/resources/payg-sales?${query}`).set(bearer(token));
      expect((await raw('sort=purchaseDate').expect(400)).body).toEqual({ detail: 'sort must be JSON' });
      expect((await raw('filter=[1]').expect(400)).body).toEqual({ detail: 'filter must be a JSON object' });
      expect((await raw('page=2').expect(400)).body).toEqual({ detail: 'property page should not exist' });
      const customer = await createPublicCustomer(t);
      expect((await raw('', customer.token).expect(403)).body).toEqual(NOT_A_MANAGER);
    });
  });

  describe('GET /admin/resources/payg-sales/monthly', () => {
    it('sums sales and commission per UTC month and currency, oldest first', async () => {
      const res = await get('/admin/resources/payg-sales/monthly', a.token).expect(200);
      expect(res.body).toEqual({
        months: [
          { month: '2026-09', salesCount: 1, subTotalCents: 750, commissionCents: 300, currency: 'CAD' },
          { month: '2026-10', salesCount: 2, subTotalCents: 1296, commissionCents: 518, currency: 'CAD' },
          { month: '2026-11', salesCount: 1, subTotalCents: 12500, commissionCents: 5000, currency: 'CAD' },
        ],
      });
      expect((await get('/admin/resources/payg-sales/monthly', b.token).expect(200)).body.months).toEqual([
        { month: '2026-11', salesCount: 1, subTotalCents: 5000, commissionCents: 2000, currency: 'CAD' },
      ]);
      const customer = await createPublicCustomer(t);
      expect((await get('/admin/resources/payg-sales/monthly', customer.token).expect(403)).body).toEqual(NOT_A_MANAGER);
    });
  });

  describe('GET /admin/resources/payg-sales.csv', () => {
    it("exports the caller's sales as an attachment, escaping quotes and spreadsheet formulas", async () => {
      const res = await get('/admin/resources/payg-sales.csv', a.token).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="payg-sales.csv"');
      expect(res.text.split('\r\n')).toEqual([
        'Organization,User,Pages,Order #,Total,Currency,40% Commission,Date',
        'Acme,jane@acme.test,50,PT-AAAA-0004,125.00,CAD,50.00,2026-11-01T00:00:00.000Z',
        `"'=Evil, ""Corp""",'+cmd@evil.test,4,'@SUM(A1),10.01,CAD,4.00,2026-10-31T23:59:59.000Z`,
        'Acme,jane@acme.test,1,PT-AAAA-0002,2.95,CAD,1.18,2026-10-05T08:00:00.000Z',
        'Acme,jane@acme.test,3,PT-AAAA-0001,7.50,CAD,3.00,2026-09-10T12:00:00.000Z',
        '',
      ]);
      const other = await get('/admin/resources/payg-sales.csv', b.token).expect(200);
      expect(other.text.split('\r\n')).toHaveLength(3);
      expect(other.text).not.toContain('Acme');
      const customer = await createPublicCustomer(t);
      expect((await get('/admin/resources/payg-sales.csv', customer.token).expect(403)).body).toEqual(NOT_A_MANAGER);
    });
  });

  describe('GET /admin/resources/organizations (ra-data-simple-rest)', () => {
    let m: TestManager;
    const labels: Record<string, number> = {};

    beforeAll(async () => {
      m = await createManager(t);
      for (const [i, label] of ['beta', 'Alpha', '100% Pure', 'gamma_ray', 'Gamma'].entries()) {
        const org = await createManagedOrganization(t, m.accountManagerId, { label });
        await t.app
          .get(MikroORM)
          .em.fork()
          .nativeUpdate(Organization, { id: org.id }, { createdAt: new Date(Date.UTC(2026, 0, i + 1)) });
        labels[label] = org.id;
      }
    });

    const labelsOf = (body: any[]) => body.map((o) => o.label);

    it('sorts by label (case-insensitive), createdAt and id, pages with Content-Range, answers full organisations', async () => {
      const byLabel = await list('organizations', m.token, { sort: ['label', 'ASC'], range: [0, 24], filter: {} }).expect(200);
      expect(labelsOf(byLabel.body)).toEqual(['100% Pure', 'Alpha', 'beta', 'Gamma', 'gamma_ray']);
      expect(byLabel.headers['content-range']).toBe('organizations 0-4/5');
      expect(byLabel.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(Object.keys(byLabel.body[0]).sort()).toEqual([
        'address',
        'contacts',
        'enterpriseRegistrations',
        'id',
        'label',
        'paygPricePlan',
      ]);
      expect(byLabel.body[0].address.country).toEqual({ label: 'Canada', value: 'CA' });
      const page = await list('organizations', m.token, { sort: ['label', 'DESC'], range: [1, 2] }).expect(200);
      expect(labelsOf(page.body)).toEqual(['Gamma', 'beta']);
      expect(page.headers['content-range']).toBe('organizations 1-2/5');
      const newest = await t.http().get(`${API}/admin/resources/organizations`).set(bearer(m.token)).expect(200);
      expect(labelsOf(newest.body)).toEqual(['Gamma', 'gamma_ray', '100% Pure', 'Alpha', 'beta']);
      const byId = await list('organizations', m.token, { sort: ['id', 'ASC'] }).expect(200);
      expect(labelsOf(byId.body)).toEqual(['beta', 'Alpha', '100% Pure', 'gamma_ray', 'Gamma']);
    });

    it('filters q as "label contains" (case-insensitive, % and _ literal) and id lists', async () => {
      const q = async (text: string) =>
        labelsOf((await list('organizations', m.token, { sort: ['label', 'ASC'], filter: { q: text } }).expect(200)).body);
      expect(await q('GAMMA')).toEqual(['Gamma', 'gamma_ray']);
      expect(await q('a_r')).toEqual(['gamma_ray']);
      expect(await q('%')).toEqual(['100% Pure']);
      expect(await q('  ')).toHaveLength(5);
      const ids = await list('organizations', m.token, {
        sort: ['id', 'ASC'],
        filter: { id: [labels.Alpha, labels.beta, acme.id] },
      }).expect(200);
      expect(labelsOf(ids.body)).toEqual(['beta', 'Alpha']);
      expect(ids.headers['content-range']).toBe('organizations 0-1/2');
      expect((await list('organizations', m.token, { filter: { country: 'CA' } }).expect(400)).body).toEqual({
        detail: 'Unknown filter: country (allowed: q, id)',
      });
    });

    it("never shows another manager's organisations; getOne answers 404 for them", async () => {
      expect(labelsOf((await list('organizations', a.token, { sort: ['label', 'ASC'] }).expect(200)).body)).toEqual([
        '=Evil, "Corp"',
        'Acme',
      ]);
      expect((await list('organizations', m.token, { filter: { id: acme.id } }).expect(200)).body).toEqual([]);
      expect((await get(`/admin/resources/organizations/${labels.Alpha}`, m.token).expect(200)).body).toMatchObject({
        id: labels.Alpha,
        label: 'Alpha',
      });
      expect((await get(`/admin/resources/organizations/${acme.id}`, m.token).expect(404)).body).toEqual({
        detail: 'Organization not found',
      });
      const customer = await createPublicCustomer(t);
      expect((await list('organizations', customer.token).expect(403)).body).toEqual(NOT_A_MANAGER);
    });
  });
});
