import { MikroORM } from '@mikro-orm/core';
import { createTestApp, TestApp } from '../utils/test-app';

describe('reference data over HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /countries lists Canada with its 13 provinces and territories in CAD', async () => {
    const res = await t.http().get('/prod/api/countries').expect(200);
    const canada = res.body.find((c: { value: string }) => c.value === 'CA');
    expect(canada).toMatchObject({ label: 'Canada', currency: { label: 'CAD' } });
    expect(canada.regions).toHaveLength(13);
    expect(canada.regions).toEqual(expect.arrayContaining([expect.objectContaining({ value: 'ON', label: 'Ontario' })]));
    const us = res.body.find((c: { value: string }) => c.value === 'US');
    expect(us.regions).toHaveLength(51);
    expect(us.currency).toEqual({ label: 'USD' });
  });

  it('GET /countries answers in French when asked', async () => {
    const res = await t.http().get('/prod/api/countries?lang=fr').expect(200);
    const canada = res.body.find((c: { value: string }) => c.value === 'CA');
    expect(canada.regions.map((r: { label: string }) => r.label)).toContain('Québec');
    const viaHeader = await t.http().get('/prod/api/countries').set('Accept-Language', 'fr-CA,fr;q=0.9').expect(200);
    expect(viaHeader.body.find((c: { value: string }) => c.value === 'US').label).toBe('États-Unis');
  });

  it('GET /translations/target-languages lists active languages with labels', async () => {
    const res = await t.http().get('/prod/api/translations/target-languages').expect(200);
    expect(res.body.map((l: { value: string }) => l.value)).toEqual(expect.arrayContaining(['en', 'fr']));
    const fr = await t.http().get('/prod/api/translations/target-languages?lang=fr').expect(200);
    expect(fr.body.find((l: { value: string }) => l.value === 'en').label).toBe('Anglais');
  });

  it('GET /translations/target-languages lists only what the active engine can produce', async () => {
    const em = t.app.get(MikroORM).em.fork();
    await em
      .getConnection()
      .execute(`insert into target_languages (value, label, label_fr, is_active) values ('de', 'German', 'Allemand', true)`);
    const res = await t.http().get('/prod/api/translations/target-languages').expect(200);
    const values = res.body.map((l: { value: string }) => l.value);
    expect(values).toEqual(expect.arrayContaining(['en', 'fr', 'es']));
    expect(values).not.toContain('de'); // in the catalogue, but no installed Apertium pair produces German
  });

  it('GET /future-products answers {futureProducts}', async () => {
    const res = await t.http().get('/prod/api/future-products').expect(200);
    expect(res.body.futureProducts.length).toBeGreaterThan(0);
    expect(res.body.futureProducts[0]).toEqual(expect.objectContaining({ id: expect.any(Number), label: expect.any(String) }));
  });

  it('POST /visitor counts a visit without storing personal data', async () => {
    await t.http().post('/prod/api/visitor').set('User-Agent', 'jest-agent').expect(204);
    await t.http().post('/prod/api/visitor').set('User-Agent', 'jest-agent').expect(204);
    const { MikroORM } = await import('@mikro-orm/core');
    const rows = await t.app.get(MikroORM).em.fork().getConnection().execute('select * from visitors');
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].hits)).toBe(2);
    expect(JSON.stringify(rows)).not.toMatch(/jest-agent|127\.0\.0\.1|::1/);
  });
});
