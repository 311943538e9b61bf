import { MikroORM, RequestContext } from '@mikro-orm/core';
import { SessionService } from '../../src/auth/session.service';
import { TokenService } from '../../src/auth/token.service';
import { Translation } from '../../src/translations/entities/translation.entity';
import { API, bearer, createPublicCustomer } from '../utils/accounts';
import { createTestApp, TestApp } from '../utils/test-app';
import { insertTranslation } from '../utils/translations';

/** Issue 2.6: reference data with ETags and Cache-Control, the caller resolved from its row, GET /translations pages. */
describe('fast reads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('reference data', () => {
    it.each(['/countries', '/translations/target-languages', '/future-products'])(
      'GET %s: Cache-Control and an ETag; the same ETag again is a 304',
      async (path) => {
        const first = await t.http().get(`${API}${path}`).expect(200);
        expect(first.headers['cache-control']).toBe('public, max-age=3600');
        expect(first.headers.vary).toMatch(/Accept-Language/i);
        const etag = first.headers.etag;
        expect(etag).toEqual(expect.any(String));
        const again = await t.http().get(`${API}${path}`).set('If-None-Match', etag).expect(304);
        expect(again.text).toBe('');
        const second = await t.http().get(`${API}${path}`).expect(200);
        expect(second.headers.etag).toBe(etag);
        expect(second.body).toEqual(first.body);
      },
    );

    it('another language is another answer with another ETag', async () => {
      const en = await t.http().get(`${API}/countries`).expect(200);
      const fr = await t.http().get(`${API}/countries`).set('Accept-Language', 'fr').set('If-None-Match', en.headers.etag).expect(200);
      expect(fr.headers.etag).not.toBe(en.headers.etag);
      expect(fr.body.find((c: { value: string }) => c.value === 'US').label).toBe('États-Unis');
    });

    it('GET /config is revalidated every time (no-cache) and answers 304 to its ETag', async () => {
      const first = await t.http().get(`${API}/config`).expect(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      await t.http().get(`${API}/config`).set('If-None-Match', first.headers.etag).expect(304);
    });
  });

  describe('the caller of a token', () => {
    it('is one query on the user row (with its role), and a revocation counts at the next request', async () => {
      const { user, token } = await createPublicCustomer(t);
      const orm = t.app.get(MikroORM);
      const claims = t.app.get(TokenService).verify(token)!;
      const connection = orm.em.getConnection();
      const execute = jest.spyOn(connection, 'execute');
      try {
        const caller = await RequestContext.create(orm.em, () => t.app.get(SessionService).userOf(claims));
        expect(caller.id).toBe(user.id);
        expect(execute).toHaveBeenCalledTimes(1);
        const sql = String(execute.mock.calls[0][0]);
        expect(sql).toMatch(/from [`"]?users[`"]?/);
        expect(sql).not.toMatch(/organizations|payg_price_plans|addresses|regions|countries/); // loaded by the handlers that show them
      } finally {
        execute.mockRestore();
      }
      await t.http().get(`${API}/user`).set(bearer(token)).expect(200);
      await t.http().post(`${API}/auth/logout`).set(bearer(token)).expect(204);
      await t.http().get(`${API}/user`).set(bearer(token)).expect(401);
      await t.http().get(`${API}/translations`).set(bearer(token)).expect(401);
    });
  });

  describe('GET /translations', () => {
    let token: string;
    let ids: number[];

    beforeAll(async () => {
      const customer = await createPublicCustomer(t);
      token = customer.token;
      const base = Date.UTC(2026, 10, 1);
      const rows: Translation[] = [];
      // Two rows share a creation time: the order is newest first, then by id (descending).
      for (const [i, minutes] of [0, 10, 10, 20, 30].entries()) {
        rows.push(
          await insertTranslation(t, customer.user, {
            createdAt: new Date(base + minutes * 60_000),
            sourceFileName: `doc-${i}.pdf`,
            ...(i === 4
              ? {
                  status: 'completed',
                  targetBlobName: 'results/doc-4.pdf',
                  outputNotes: { overflowPages: [2], missingGlyphPages: [], sourceTextPages: [], shrunkPages: [] },
                }
              : {}),
          }),
        );
      }
      await insertTranslation(t, customer.user, { paidAt: null }); // unpaid: never listed
      const other = await createPublicCustomer(t);
      await insertTranslation(t, other.user);
      ids = [rows[4].id, rows[3].id, rows[2].id, rows[1].id, rows[0].id];
    });

    const list = (query = '') => t.http().get(`${API}/translations${query}`).set(bearer(token));

    it('without limit and offset: the whole list, newest first, as the spec shows it', async () => {
      const res = await list().expect(200);
      expect(res.body.map((r: { id: number }) => r.id)).toEqual(ids);
      expect(res.body[0]).toEqual({
        id: ids[0],
        orderNumber: expect.any(String),
        status: { value: 'completed' },
        isRefunded: false,
        date: new Date(Date.UTC(2026, 10, 1) + 30 * 60_000).toISOString(),
        sourceDocument: { name: 'doc-4.pdf', pageCount: 3 },
        targetDocument: { name: 'doc-4-fr.pdf', blobName: 'results/doc-4.pdf' },
        quote: { subTotal: 8.85 },
        progress: 0,
        pagesToCheck: [{ page: 2, reasons: ['overflow'] }],
      });
      expect(res.body[1]).toEqual(expect.objectContaining({ status: { value: 'created' }, targetDocument: null }));
      expect(res.body[1]).not.toHaveProperty('pagesToCheck');
    });

    it('limit and offset give a page of the same order', async () => {
      expect((await list('?limit=2').expect(200)).body.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 2));
      expect((await list('?limit=2&offset=2').expect(200)).body.map((r: { id: number }) => r.id)).toEqual(ids.slice(2, 4));
      expect((await list('?offset=3').expect(200)).body.map((r: { id: number }) => r.id)).toEqual(ids.slice(3));
      expect((await list('?limit=10&offset=5').expect(200)).body).toEqual([]);
    });

    it('a long list kept between requests still shows every change of a row at once (a job’s progress, a new order)', async () => {
      const customer = await createPublicCustomer(t);
      const rows: Translation[] = [];
      for (let i = 0; i < 25; i++) rows.push(await insertTranslation(t, customer.user, { status: 'in-progress', progress: 10 }));
      const get = () =>
        t
          .http()
          .get(`${API}/translations`)
          .set(bearer(customer.token))
          .expect(200)
          .expect('Content-Type', /application\/json/);
      const first = (await get()).body;
      expect(first).toHaveLength(25);
      expect((await get()).body).toEqual(first);
      const em = t.app.get(MikroORM).em.fork();
      await em.nativeUpdate(Translation, { id: rows[3].id }, { progress: 60 });
      expect((await get()).body.find((r: { id: number }) => r.id === rows[3].id).progress).toBe(60);
      await em.nativeUpdate(Translation, { id: rows[5].id }, { status: 'completed', progress: 100, targetBlobName: 'results/done.pdf' });
      const completed = (await get()).body.find((r: { id: number }) => r.id === rows[5].id);
      expect(completed).toEqual(
        expect.objectContaining({
          status: { value: 'completed' },
          targetDocument: { name: 'report-fr.pdf', blobName: 'results/done.pdf' },
        }),
      );
      await insertTranslation(t, customer.user);
      expect((await get()).body).toHaveLength(26);
    });

    it('an unchanged list is answered without reading its rows, with an ETag (304 to it) until a row changes', async () => {
      const customer = await createPublicCustomer(t);
      const row = await insertTranslation(t, customer.user, { status: 'in-progress', progress: 10 });
      const get = (etag?: string) => {
        const req = t.http().get(`${API}/translations`).set(bearer(customer.token));
        return etag ? req.set('If-None-Match', etag) : req;
      };
      const first = await get().expect(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      const etag = first.headers.etag;
      expect(etag).toEqual(expect.any(String));
      const execute = jest.spyOn(t.app.get(MikroORM).em.getConnection(), 'execute');
      try {
        expect((await get(etag).expect(304)).text).toBe('');
        expect((await get().expect(200)).body).toEqual(first.body);
        const statements = execute.mock.calls.map((call) => String(call[0]));
        expect(statements.some((sql) => /translation_list_versions/.test(sql))).toBe(true);
        expect(statements.some((sql) => /from [`"]?translations[`"]? /.test(sql))).toBe(false); // caller and list version only
      } finally {
        execute.mockRestore();
      }
      await t.app.get(MikroORM).em.fork().nativeUpdate(Translation, { id: row.id }, { progress: 55 });
      const changed = await get(etag).expect(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body[0].progress).toBe(55);
      await get(changed.headers.etag).expect(304);
    });

    it('a long list goes compressed as the client accepts (brotli, gzip), each form with its own ETag and 304', async () => {
      const customer = await createPublicCustomer(t);
      for (let i = 0; i < 30; i++) await insertTranslation(t, customer.user);
      const get = (encoding: string, etag?: string) => {
        const req = t.http().get(`${API}/translations`).set(bearer(customer.token)).set('Accept-Encoding', encoding);
        return etag ? req.set('If-None-Match', etag) : req;
      };
      const plain = await get('identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toHaveLength(30);
      const etags = new Set([plain.headers.etag]);
      for (const encoding of ['br', 'gzip']) {
        const res = await get(`${encoding}, identity;q=0.5`).expect(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        expect(res.body).toEqual(plain.body); // decoded by supertest
        etags.add(res.headers.etag);
        await get(encoding, res.headers.etag).expect(304);
      }
      expect(etags.size).toBe(3);
    });

    it('refuses a limit or offset that is not an integer in range, in the caller’s language', async () => {
      for (const query of ['?limit=0', '?limit=1001', '?limit=abc', '?limit=2.5', '?limit=', '?limit=1&limit=2']) {
        expect((await list(query).expect(400)).body).toEqual({ detail: 'limit must be an integer from 1 to 1000' });
      }
      expect((await list('?offset=-1').expect(400)).body).toEqual({ detail: 'offset must be an integer from 0 to 1000000000' });
      const french = await createPublicCustomer(t, { language: 'fr' });
      const fr = await t.http().get(`${API}/translations?limit=0`).set(bearer(french.token)).expect(400);
      expect(fr.body).toEqual({ detail: 'limit doit être un nombre entier de 1 à 1000' });
    });
  });
});
