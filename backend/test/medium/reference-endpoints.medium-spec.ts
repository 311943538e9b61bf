import './isolate-orm-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { INestApplication, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import { loadConfig } from '../../src/config/app-config';
import { AppConfigModule } from '../../src/config/app-config.module';
import { AuthModule } from '../../src/auth/auth.module';
import { ClockModule } from '../../src/common/clock';
import { MailModule } from '../../src/mail/mail.module';
import { QueueModule } from '../../src/queue/queue.module';
import { CountriesModule } from '../../src/countries/countries.module';
import { CountriesService } from '../../src/countries/countries.service';
import { buildOrmOptions } from '../../src/database/orm.config';
import { seedDatabase } from '../../src/database/seeds/database.seeder';
import { TargetLanguage } from '../../src/translations/entities/target-language.entity';
import { TargetLanguagesService } from '../../src/translations/target-languages.service';
import { TranslationsModule } from '../../src/translations/translations.module';
import { Visitor } from '../../src/visitor/entities/visitor.entity';
import { VisitorModule } from '../../src/visitor/visitor.module';
import { VisitorService } from '../../src/visitor/visitor.service';
import { FutureProductsService } from '../../src/waitlist/future-products.service';
import { WaitlistModule } from '../../src/waitlist/waitlist.module';
import { createTestDatabase, TestDatabase } from '../utils/test-database';

/** The services behind GET /countries, /translations/target-languages, /future-products and POST /visitor. */
describe(`reference data endpoints (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let db: TestDatabase;
  let app: INestApplication;
  let orm: MikroORM;
  const inRequest = <T>(fn: () => Promise<T>): Promise<T> => RequestContext.create(orm.em, fn);
  const rows = () => orm.em.fork().find(Visitor, {}, { orderBy: { id: 'asc' } });

  const varDir = mkdtempSync(join(tmpdir(), 'pt-reference-var-'));

  beforeAll(async () => {
    db = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'medium-test-secret-that-is-long-enough-0123456789',
      DATABASE_URL: db.target.databaseUrl,
      SQLITE_PATH: db.target.databaseUrl ? undefined : db.target.sqlitePath,
      REDIS_URL: process.env.REDIS_URL,
      QUEUE_PREFIX: `pt-test-reference-${Date.now().toString(36)}`,
      WORKERS_ENABLED: 'false',
      VAR_DIR: varDir,
    });
    // The four modules as app.module.ts wires them (@nestjs/testing is not installed; a plain module does the job).
    @Module({
      imports: [
        AppConfigModule.forRoot(config),
        MikroOrmModule.forRoot(buildOrmOptions(db.target)),
        // TranslationsModule also serves uploads: their guards (AuthModule), queue and clock.
        QueueModule,
        ClockModule,
        MailModule,
        AuthModule,
        CountriesModule,
        TranslationsModule,
        WaitlistModule,
        VisitorModule,
      ],
    })
    class ReferenceDataTestModule {}
    app = await NestFactory.create(ReferenceDataTestModule, { logger: false });
    await app.init();
    orm = app.get(MikroORM);
    await seedDatabase(orm.em.fork());
  });

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    rmSync(varDir, { recursive: true, force: true });
  });

  describe('countries', () => {
    it('lists countries sorted by English label, with currency and regions sorted by label', async () => {
      const countries = await inRequest(() => app.get(CountriesService).listCountries('en'));
      expect(countries.map((c) => c.label)).toEqual([
        'Belgium',
        'Canada',
        'France',
        'Mexico',
        'Switzerland',
        'United Kingdom',
        'United States',
      ]);
      const canada = countries.find((c) => c.value === 'CA')!;
      expect(canada).toMatchObject({ label: 'Canada', currency: { label: 'CAD' } });
      expect(canada.regions).toHaveLength(13);
      expect(canada.regions.map((r) => r.label)).toEqual([...canada.regions.map((r) => r.label)].sort((a, b) => a.localeCompare(b, 'en')));
      expect(canada.regions[0]).toEqual({ id: expect.any(Number), value: 'AB', label: 'Alberta' });
      expect(countries.find((c) => c.value === 'US')).toMatchObject({ currency: { label: 'USD' } });
      expect(countries.find((c) => c.value === 'US')!.regions).toHaveLength(51);
    });

    it('answers French labels, sorted the French way', async () => {
      const countries = await inRequest(() => app.get(CountriesService).listCountries('fr'));
      expect(countries.map((c) => c.label)).toEqual(['Belgique', 'Canada', 'États-Unis', 'France', 'Mexique', 'Royaume-Uni', 'Suisse']);
      const canada = countries.find((c) => c.value === 'CA')!;
      expect(canada.regions.map((r) => r.label)).toEqual([
        'Alberta',
        'Colombie-Britannique',
        'Île-du-Prince-Édouard',
        'Manitoba',
        'Nouveau-Brunswick',
        'Nouvelle-Écosse',
        'Nunavut',
        'Ontario',
        'Québec',
        'Saskatchewan',
        'Terre-Neuve-et-Labrador',
        'Territoires du Nord-Ouest',
        'Yukon',
      ]);
    });
  });

  describe('target languages', () => {
    it('lists the active languages in the caller’s language', async () => {
      const service = app.get(TargetLanguagesService);
      expect(await inRequest(() => service.listActiveTargetLanguages('en'))).toEqual([
        { id: expect.any(Number), value: 'en', label: 'English' },
        { id: expect.any(Number), value: 'fr', label: 'French' },
        { id: expect.any(Number), value: 'es', label: 'Spanish' },
      ]);
      expect((await inRequest(() => service.listActiveTargetLanguages('fr'))).map((l) => l.label)).toEqual([
        'Anglais',
        'Espagnol',
        'Français',
      ]);
    });

    it('leaves out inactive languages (read again after reload())', async () => {
      const service = app.get(TargetLanguagesService);
      await orm.em.fork().nativeUpdate(TargetLanguage, { value: 'es' }, { isActive: false });
      try {
        // Read once: the answer kept from the test above until the catalogue is read again.
        expect((await inRequest(() => service.listActiveTargetLanguages('en'))).map((l) => l.value)).toEqual(['en', 'fr', 'es']);
        service.reload();
        const values = (await inRequest(() => service.listActiveTargetLanguages('en'))).map((l) => l.value);
        expect(values).toEqual(['en', 'fr']);
      } finally {
        await orm.em.fork().nativeUpdate(TargetLanguage, { value: 'es' }, { isActive: true });
        service.reload();
      }
    });
  });

  describe('future products', () => {
    it('answers {futureProducts: [{id, label, description}]} in both languages', async () => {
      const service = app.get(FutureProductsService);
      const en = await inRequest(() => service.listFutureProducts('en'));
      expect(en.futureProducts).toHaveLength(3);
      expect(en.futureProducts[0]).toEqual({
        id: expect.any(Number),
        label: 'Certified Translation',
        description: expect.stringContaining('translator'),
      });
      const fr = await inRequest(() => service.listFutureProducts('fr'));
      expect(fr.futureProducts.map((p) => p.label)).toEqual([
        'Traduction certifiée',
        'Documents Word et PowerPoint',
        "Abonnement d'équipe",
      ]);
      expect(fr.futureProducts[0].description).toContain('traducteur');
    });
  });

  describe('visitor', () => {
    it('counts hits per anonymous daily hash, without storing the IP or user agent', async () => {
      const service = app.get(VisitorService);
      const morning = new Date('2025-03-10T08:00:00Z');
      const evening = new Date('2025-03-10T20:00:00Z');
      await inRequest(() => service.recordVisit({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox' }, morning));
      await inRequest(() => service.recordVisit({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox' }, evening));
      await inRequest(() => service.recordVisit({ ip: '203.0.113.7', userAgent: 'curl/8.5' }, evening));

      const [first, second] = await rows();
      expect(first).toMatchObject({ day: '2025-03-10', hits: 2, firstSeenAt: morning, lastSeenAt: evening });
      expect(first.visitorHash).toMatch(/^[0-9a-f]{64}$/);
      expect(second).toMatchObject({ day: '2025-03-10', hits: 1 });
      expect(second.visitorHash).not.toBe(first.visitorHash);
      expect(JSON.stringify(await rows())).not.toMatch(/203\.0\.113|Mozilla|curl/);
    });

    it('gives the same visitor a new, unlinkable hash the next day', async () => {
      const service = app.get(VisitorService);
      await inRequest(() => service.recordVisit({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 Firefox' }, new Date('2025-03-11T09:00:00Z')));
      const all = await rows();
      const nextDay = all.find((v) => v.day === '2025-03-11')!;
      expect(nextDay.hits).toBe(1);
      expect(all.filter((v) => v.visitorHash === nextDay.visitorHash)).toHaveLength(1);
    });

    it('counts concurrent hits exactly (atomic upsert)', async () => {
      const service = app.get(VisitorService);
      const at = new Date('2025-03-12T12:00:00Z');
      await Promise.all(
        Array.from({ length: 10 }, () => inRequest(() => service.recordVisit({ ip: '198.51.100.1', userAgent: 'Safari' }, at))),
      );
      const day = (await rows()).filter((v) => v.day === '2025-03-12');
      expect(day).toHaveLength(1);
      expect(day[0].hits).toBe(10);
    });
  });

  describe('over HTTP (controllers and language negotiation; routes without the /prod/api prefix)', () => {
    const http = () => request(app.getHttpServer());

    it('GET /countries picks the language from ?lang, then Accept-Language, else English', async () => {
      const fr = await http().get('/countries?lang=fr').expect(200);
      expect(fr.body.map((c: { label: string }) => c.label)).toContain('États-Unis');
      const header = await http().get('/countries').set('Accept-Language', 'fr-CA,fr;q=0.9,en;q=0.8').expect(200);
      expect(header.body.map((c: { label: string }) => c.label)).toContain('Royaume-Uni');
      const queryWins = await http().get('/countries?lang=en').set('Accept-Language', 'fr').expect(200);
      expect(queryWins.body[0]).toMatchObject({ label: 'Belgium', currency: { label: 'EUR' } });
      expect(Object.keys(queryWins.body[0]).sort()).toEqual(['currency', 'id', 'label', 'regions', 'value']);
    });

    it('GET /translations/target-languages and GET /future-products answer the documented shapes', async () => {
      const languages = await http().get('/translations/target-languages').expect(200);
      expect(languages.body).toContainEqual({ id: expect.any(Number), value: 'fr', label: 'French' });
      const products = await http().get('/future-products').set('Accept-Language', 'fr').expect(200);
      expect(Object.keys(products.body)).toEqual(['futureProducts']);
      expect(products.body.futureProducts[0]).toEqual({
        id: expect.any(Number),
        label: 'Traduction certifiée',
        description: expect.any(String),
      });
    });

    it('POST /visitor answers 204 with no body', async () => {
      const before = (await rows()).length;
      const res = await http().post('/visitor').set('User-Agent', 'medium-test-agent').expect(204);
      expect(res.text).toBe('');
      expect((await rows()).length).toBe(before + 1);
    });
  });
});
