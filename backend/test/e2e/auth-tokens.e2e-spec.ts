import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Controller, Get, Module } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { MikroORM } from '@mikro-orm/core';
import request from 'supertest';
import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/app.factory';
import { Auth, CurrentUser, Public } from '../../src/auth/auth.decorator';
import { AuthModule } from '../../src/auth/auth.module';
import { TokenService } from '../../src/auth/token.service';
import { loadConfig } from '../../src/config/app-config';
import { AccountManager } from '../../src/organisations/entities/account-manager.entity';
import { User } from '../../src/users/entities/user.entity';
import { createTestDatabase, TestDatabase } from '../utils/test-database';
import { createPublicCustomer, uniqueEmail } from '../utils/accounts';
import type { TestApp } from '../utils/test-app';
import { enableSecondFactor } from '../utils/second-factor';

const CREDENTIALS = { detail: 'Could not validate credentials or expired token' };
const SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/** Routes guarded the ways later modules will use. */
@Controller('probe')
class ProbeController {
  @Get('signed-in') @Auth() signedIn(@CurrentUser() user: User) {
    return { id: user.id };
  }
  @Get('policies') @Auth({ policies: true }) policies() {
    return { ok: true };
  }
  @Get('manager') @Auth({ accountManager: true }) manager() {
    return { ok: true };
  }
  @Get('admin') @Auth({ internalAdmin: true }) admin() {
    return { ok: true };
  }
  @Get('optional') @Auth({ optional: true }) optional(@CurrentUser() user: User | null) {
    return { id: user?.id ?? null };
  }
}
/** A controller as someone might add it, forgetting @Auth(): private all the same (the global guard). */
@Controller('probe-undecorated')
class UndecoratedController {
  @Get() hello(@CurrentUser() user: User) {
    return { id: user.id };
  }
}
@Controller('probe-public')
@Public()
class PublicProbeController {
  @Get() hello(@CurrentUser() user: User | null) {
    return { user: user ?? null };
  }
}
// Imports AuthModule as every module with @Auth() controllers does (AccessGuard's SecondFactorService).
@Module({ imports: [AuthModule], controllers: [ProbeController, UndecoratedController, PublicProbeController] })
class ProbeModule {}

const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
function sign(header: object, payload: object, secret = SECRET, algorithm = 'sha256'): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac(algorithm, secret).update(body).digest('base64url')}`;
}

describe('tokens and guards', () => {
  let t: Pick<TestApp, 'app' | 'http'>;
  let db: TestDatabase;
  let varDir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    varDir = mkdtempSync(join(tmpdir(), 'pt-test-var-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      VAR_DIR: varDir,
      REDIS_URL: process.env.REDIS_URL,
      DATABASE_URL: db.target.databaseUrl,
      SQLITE_PATH: db.target.databaseUrl ? undefined : db.target.sqlitePath,
      JWT_SECRET: SECRET,
      JWT_TTL_SECONDS: '3600',
      INTERNAL_ADMIN_EMAILS: 'Boss@Example.com',
      FRONTEND_DIST: join(varDir, 'no-frontend'),
    });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config), ProbeModule] }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
    configureApp(app, config);
    await app.init();
    t = { app, http: () => request(app.getHttpServer()) };
  });
  afterAll(async () => {
    await t.app.close();
    await db.drop();
    rmSync(varDir, { recursive: true, force: true });
  });

  const get = (path: string, token?: string) => {
    const req = t.http().get(`/prod/api${path}`);
    return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
  };

  it('issues HS256 tokens with sub, iat and exp = iat + JWT_TTL_SECONDS', async () => {
    const { user, token } = await createPublicCustomer(t as TestApp);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload.sub).toBe(String(user.id));
    expect(payload.exp).toBe(Math.floor(payload.iat) + 3600);
    expect(Math.abs(payload.iat * 1000 - Date.now())).toBeLessThan(5000);
    expect((await get('/probe/signed-in', token).expect(200)).body).toEqual({ id: user.id });
  });

  it('answers 401 with the exact detail for missing, malformed, expired, tampered, unsigned and foreign tokens', async () => {
    const { user, token } = await createPublicCustomer(t as TestApp);
    const now = Math.floor(Date.now() / 1000);
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), sub: '1' })}.${s}`;
    const bad: Array<[string, string | undefined]> = [
      ['no header', undefined],
      ['empty', ''],
      ['garbage', 'garbage'],
      ['three garbage parts', 'a.b.c'],
      ['expired', sign({ alg: 'HS256', typ: 'JWT' }, { sub: String(user.id), iat: now - 7200, exp: now - 3600 })],
      ['tampered payload', tampered],
      ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(user.id), iat: now, exp: now + 3600 })}.`],
      ['HS512 with our secret', sign({ alg: 'HS512', typ: 'JWT' }, { sub: String(user.id), iat: now, exp: now + 3600 }, SECRET, 'sha512')],
      [
        'another secret',
        sign({ alg: 'HS256', typ: 'JWT' }, { sub: String(user.id), iat: now, exp: now + 3600 }, 'another-secret-that-is-long-enough-000'),
      ],
      ['no exp', sign({ alg: 'HS256', typ: 'JWT' }, { sub: String(user.id), iat: now })],
      ['unknown user', t.app.get(TokenService).issue(987654)],
    ];
    for (const [name, value] of bad) {
      const res = await get('/probe/signed-in', value);
      expect({ name, status: res.status, body: res.body }).toEqual({ name, status: 401, body: CREDENTIALS });
    }
    const wrongScheme = await t.http().get('/prod/api/auth/check').set('Authorization', `Basic ${token}`).expect(401);
    expect(wrongScheme.body).toEqual(CREDENTIALS);
    await t.http().get('/prod/api/auth/check').set('Authorization', `bearer ${token}`).expect(200);
  });

  it('GET /auth/check and GET /user answer {user, token} with a fresh working token', async () => {
    const { user, token } = await createPublicCustomer(t as TestApp);
    await new Promise((r) => setTimeout(r, 5));
    for (const path of ['/auth/check', '/user']) {
      const res = await get(path, token).expect(200);
      expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
      expect(res.body.user.id).toBe(user.id);
      expect(res.body.token).not.toBe(token);
      await get('/probe/signed-in', res.body.token).expect(200);
    }
    await get('/auth/check').expect(401);
    await get('/user', 'garbage').expect(401);
  });

  it('POST /auth/logout ends every session of the user, and only theirs', async () => {
    const { user, token } = await createPublicCustomer(t as TestApp);
    const second = (await get('/auth/check', token).expect(200)).body.token;
    const other = await createPublicCustomer(t as TestApp);
    await t.http().post('/prod/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    expect((await get('/user', token).expect(401)).body).toEqual(CREDENTIALS);
    expect((await get('/auth/check', second).expect(401)).body).toEqual(CREDENTIALS);
    await t.http().post('/prod/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(401);
    await get('/user', other.token).expect(200);
    // A sign-in after the logout works, even within the same second.
    const fresh = t.app.get(TokenService).issue(user.id);
    await get('/user', fresh).expect(200);
  });

  it('@Auth({ policies: true }) names the missing policy, privacy policy first', async () => {
    const { token } = await createPublicCustomer(t as TestApp);
    expect((await get('/probe/policies', token).expect(403)).body).toEqual({ detail: 'Please accept the privacy policy first.' });
    await t.http().post('/prod/api/privacy/accept').set('Authorization', `Bearer ${token}`).send({ language: 'en' }).expect(200);
    expect((await get('/probe/policies', token).expect(403)).body).toEqual({ detail: 'Please accept the terms of service first.' });
    await t.http().post('/prod/api/terms/accept').set('Authorization', `Bearer ${token}`).send({ language: 'fr' }).expect(200);
    expect((await get('/probe/policies', token).expect(200)).body).toEqual({ ok: true });
    expect((await get('/probe/policies').expect(401)).body).toEqual(CREDENTIALS);
  });

  it('@Auth({ accountManager: true }) and @Auth({ internalAdmin: true })', async () => {
    const customer = await createPublicCustomer(t as TestApp);
    expect((await get('/probe/manager', customer.token).expect(403)).body).toEqual({ detail: 'User is not an account manager' });
    const em = t.app.get(MikroORM).em.fork();
    em.create(AccountManager, { user: customer.user.id });
    await em.flush();
    await get('/probe/manager', customer.token).expect(200);

    expect((await get('/probe/admin', customer.token).expect(403)).body.detail).toMatch(/internal administrators/);
    const boss = await createPublicCustomer(t as TestApp, { email: 'boss@example.com' });
    // An internal admin's admin operations wait for two-step sign-in (issue 2.1).
    expect((await get('/probe/admin', boss.token).expect(403)).body.detail).toMatch(/must turn on two-step sign-in/);
    await enableSecondFactor(t as TestApp, boss.user.id);
    await get('/probe/admin', boss.token).expect(200);
    await get('/probe/admin').expect(401);
  });

  it('a controller without @Auth() or @Public() is private: 401 without a valid token', async () => {
    const { user, token } = await createPublicCustomer(t as TestApp);
    expect((await get('/probe-undecorated').expect(401)).body).toEqual(CREDENTIALS);
    expect((await get('/probe-undecorated', 'garbage').expect(401)).body).toEqual(CREDENTIALS);
    expect((await get('/probe-undecorated', token).expect(200)).body).toEqual({ id: user.id });
    // @Public() opens it, to anyone, a bad token included; no user is read there.
    expect((await get('/probe-public').expect(200)).body).toEqual({ user: null });
    expect((await get('/probe-public', 'garbage').expect(200)).body).toEqual({ user: null });
  });

  it('every operation of the API but the public ones refuses a caller without a token', async () => {
    const doc = (await get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    const publicOperations = new Set([
      'POST /admin/enterprise/users/create',
      'POST /enterprise/users/login',
      'POST /enterprise/users/login/second-factor',
      'POST /auth/google/start',
      'POST /auth/google',
      'POST /auth/google/link',
      'POST /auth/forgot-password',
      'POST /auth/reset-password',
      'GET /config',
      'GET /translations/target-languages',
      'GET /future-products',
      'GET /storage/download',
      'POST /visitor',
      'GET /health',
      'GET /health/ready',
      'GET /countries',
      'POST /payments/stripe/webhook',
      'POST /contact', // @Auth({ optional: true })
      'GET /probe/optional', // this file's probes
      'GET /probe-public',
    ]);
    const seen: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))) {
        const route = path.replace(/^\/prod\/api/, '');
        const name = `${method.toUpperCase()} ${route}`;
        seen.push(name);
        const http = t.http();
        const res = await http[method as 'get'](`/prod/api${route.replace(/\{[^}]+\}/g, '1')}`).send({});
        const refused = res.status === 401 && res.body.detail === CREDENTIALS.detail;
        expect({ name, refused }).toEqual({ name, refused: !publicOperations.has(name) });
      }
    }
    expect(seen).toEqual(expect.arrayContaining([...publicOperations]));
  });

  describe('sessions end', () => {
    const DAY = 24 * 3600;
    const MAX_AGE = 30 * DAY; // SESSION_MAX_AGE_SECONDS by default
    const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const token = (userId: number, fields: Record<string, number>) =>
      sign({ alg: 'HS256', typ: 'JWT' }, { sub: String(userId), ...fields });

    it('a refresh keeps the sign-in time: the refreshed token never outlives SESSION_MAX_AGE_SECONDS from the sign-in', async () => {
      const { user } = await createPublicCustomer(t as TestApp);
      const now = Math.floor(Date.now() / 1000);
      const authTime = now - MAX_AGE + 600; // ten minutes of the session left
      for (const path of ['/auth/check', '/user']) {
        const old = token(user.id, { iat: now - 60, auth_time: authTime, exp: now + 3600 });
        const refreshed = (await get(path, old).expect(200)).body.token as string;
        expect(claims(refreshed)).toMatchObject({ auth_time: authTime, exp: authTime + MAX_AGE });
        // Refreshing the refreshed token extends nothing either.
        const again = (await get(path, refreshed).expect(200)).body.token as string;
        expect(claims(again)).toMatchObject({ auth_time: authTime, exp: authTime + MAX_AGE });
      }
    });

    it('refuses a session past its absolute lifetime, though its token has not expired', async () => {
      const { user } = await createPublicCustomer(t as TestApp);
      const now = Math.floor(Date.now() / 1000);
      const tooOld = token(user.id, { iat: now - 60, auth_time: now - MAX_AGE - 1, exp: now + 3600 });
      for (const path of ['/auth/check', '/user', '/probe/signed-in']) {
        expect((await get(path, tooOld).expect(401)).body).toEqual(CREDENTIALS);
      }
      // A sign-in time after the issue is refused as malformed.
      expect((await get('/auth/check', token(user.id, { iat: now - 60, auth_time: now, exp: now + 3600 })).expect(401)).body).toEqual(
        CREDENTIALS,
      );
    });

    it('idle timeout: each refresh is valid JWT_TTL_SECONDS; a token not refreshed in time has expired', async () => {
      const { user } = await createPublicCustomer(t as TestApp);
      const now = Math.floor(Date.now() / 1000);
      const signedInFiveDaysAgo = token(user.id, { iat: now - 1800, auth_time: now - 5 * DAY, exp: now + 1800 });
      const refreshed = claims((await get('/auth/check', signedInFiveDaysAgo).expect(200)).body.token);
      expect(refreshed.auth_time).toBe(now - 5 * DAY);
      expect(refreshed.exp - Math.floor(refreshed.iat)).toBe(3600); // JWT_TTL_SECONDS of this app
      const idle = token(user.id, { iat: now - 3601, auth_time: now - 3601, exp: now - 1 });
      expect((await get('/auth/check', idle).expect(401)).body).toEqual(CREDENTIALS);
    });

    it('a sign-in starts a new session; a token from before auth_time existed counts from its iat', async () => {
      const { user } = await createPublicCustomer(t as TestApp);
      const fresh = claims(t.app.get(TokenService).issue(user.id));
      expect(fresh.auth_time).toBe(Math.floor(fresh.iat));
      const now = Math.floor(Date.now() / 1000);
      const legacy = token(user.id, { iat: now - 60, exp: now + 3600 });
      expect(claims((await get('/auth/check', legacy).expect(200)).body.token).auth_time).toBe(now - 60);
    });
  });

  it('@Auth({ optional: true }) gives the user when signed in and null otherwise', async () => {
    const { user, token } = await createPublicCustomer(t as TestApp, { email: uniqueEmail() });
    expect((await get('/probe/optional', token).expect(200)).body).toEqual({ id: user.id });
    expect((await get('/probe/optional').expect(200)).body).toEqual({ id: null });
    expect((await get('/probe/optional', 'garbage').expect(200)).body).toEqual({ id: null });
  });
});
