import { MikroORM } from '@mikro-orm/core';
import { GoogleOAuthClient } from '../../src/auth/google/google-oauth.client';
import { LoginAttempt } from '../../src/auth/entities/login-attempt.entity';
import { RecoveryCode } from '../../src/auth/second-factor/entities/recovery-code.entity';
import { SecondFactor } from '../../src/auth/second-factor/entities/second-factor.entity';
import { totpCodeAt } from '../../src/auth/second-factor/totp.util';
import { TokenService } from '../../src/auth/token.service';
import { User } from '../../src/users/entities/user.entity';
import { API, bearer, createOrganization, registerEnterpriseUser, uniqueEmail } from '../utils/accounts';
import { createManager } from '../utils/account-managers';
import { browser, startGoogleSignIn } from '../utils/google-sign-in';
import { enableSecondFactor, forgetUsedTimeStep } from '../utils/second-factor';
import { createTestApp, TestApp } from '../utils/test-app';

const ADMIN_EMAIL = 'admin.2fa@example.com';
const WRONG_CODE = 'This code is not valid. Enter the newest code of your authenticator app, or a recovery code.';
const EXPIRED = 'Your sign-in has expired. Please enter your e-mail and password again.';
const MUST_ENROL = 'Internal administrators must turn on two-step sign-in before anything else.';

/** A code of the app that is not `code` (the same step's code plus one). */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-step sign-in (TOTP and recovery codes)', () => {
  let t: TestApp;
  let orgId: number;
  const em = () => t.app.get(MikroORM).em.fork();
  const password = (email: string, pw: string) => t.http().post(`${API}/enterprise/users/login`).send({ email, password: pw });
  const secondStep = (body: Record<string, unknown>) => t.http().post(`${API}/enterprise/users/login/second-factor`).send(body);
  const status = (token: string) => t.http().get(`${API}/auth/second-factor`).set(bearer(token));
  const start = (token: string) => t.http().post(`${API}/auth/second-factor/enrolment`).set(bearer(token));
  const confirm = (token: string, code: string) =>
    t.http().post(`${API}/auth/second-factor/enrolment/confirm`).set(bearer(token)).send({ code });

  /** An account manager with a password, signed in (no second factor yet). */
  async function manager(email = uniqueEmail('manager')) {
    const account = await registerEnterpriseUser(t, { organizationId: orgId, email, isAccountManager: true });
    const session = await password(account.email, account.password).expect(200);
    expect(session.body.token).toEqual(expect.any(String));
    return {
      ...account,
      token: session.body.token as string,
      userId: account.user.id as number,
      accountManagerId: account.user.accountManagerId as number,
    };
  }

  /** Enrolment through the API: the secret as the app reads it from the QR's URI, then its first code. */
  async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await start(token).expect(201);
    const secret = new URL(started.body.otpauthUri).searchParams.get('secret')!;
    expect(secret).toBe(started.body.secret);
    const confirmed = await confirm(token, totpCodeAt(secret, Date.now())).expect(200);
    return { secret, recoveryCodes: confirmed.body.recoveryCodes };
  }

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REQUESTS: '1000', INTERNAL_ADMIN_EMAILS: ADMIN_EMAIL });
    orgId = (await createOrganization(t)).id;
  });
  afterAll(() => t.close());

  it('a manager may enrol: QR URI and key once, a wrong code refused, then ten recovery codes; secrets are not stored in clear', async () => {
    const m = await manager();
    expect((await status(m.token).expect(200)).body).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });

    const started = await start(m.token).expect(201);
    expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.body.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toBe(`/PageTranslate:${m.email}`);
    const { secret } = started.body;
    const code = totpCodeAt(secret, Date.now());

    // Pending: not on yet, and sign-in still needs the password only.
    expect((await status(m.token).expect(200)).body.enabled).toBe(false);
    expect((await password(m.email, m.password).expect(200)).body.token).toEqual(expect.any(String));

    expect((await confirm(m.token, otherThan(code)).expect(400)).body.detail).toBe(WRONG_CODE);
    expect((await confirm(m.token, 'abc').expect(400)).body.detail).toBe(WRONG_CODE);
    const confirmed = await confirm(m.token, code).expect(200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const s = (await status(m.token).expect(200)).body;
    expect(s).toMatchObject({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(new Date(s.enabledAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The secret is shown once: a new enrolment is refused while one is on, and nothing answers it again.
    expect((await start(m.token).expect(409)).body.detail).toBe('Two-step sign-in is already on for this account.');
    expect(JSON.stringify(s)).not.toContain(secret);

    const row = await em().findOneOrFail(SecondFactor, { user: m.userId });
    expect(row.secretCiphertext).toMatch(/^v1\./);
    expect(row.secretCiphertext).not.toContain(secret);
    const stored = await em().find(RecoveryCode, { user: m.userId });
    expect(stored).toHaveLength(10);
    for (const r of stored) {
      expect(r.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.some((c) => r.codeHash.includes(c.replace(/-/g, '').toLowerCase()))).toBe(false);
    }
  });

  it('sign-in asks for the code after the password; a wrong code, a replayed code and a spent recovery code are refused', async () => {
    const m = await manager();
    const { secret, recoveryCodes } = await enrol(m.token);

    // Password step: no session, a challenge.
    const first = await password(m.email, m.password).expect(200);
    expect(first.body).toEqual({ secondFactorRequired: true, challenge: expect.any(String) });
    expect(first.body).not.toHaveProperty('token');
    const { challenge } = first.body;
    // A wrong password still says nothing of a second factor.
    expect((await password(m.email, 'not the password').expect(401)).body.detail).toBe('Invalid email or password.');

    // Wrong code (in French for a French caller), then the right one: the normal session.
    const next = totpCodeAt(secret, Date.now() + 30_000); // the enrolment used the current step
    expect((await secondStep({ challenge, code: otherThan(next) }).expect(401)).body.detail).toBe(WRONG_CODE);
    const fr = await secondStep({ challenge, code: otherThan(next) })
      .set('Accept-Language', 'fr')
      .expect(401);
    expect(fr.body.detail).toMatch(/^Ce code n'est pas valide/);
    const session = await secondStep({ challenge, code: next }).expect(200);
    expect(session.body.user).toMatchObject({ email: m.email, accountManagerId: m.accountManagerId });
    await t.http().get(`${API}/user`).set(bearer(session.body.token)).expect(200);
    // The same code again: refused (each code signs in once).
    expect((await secondStep({ challenge, code: next }).expect(401)).body.detail).toBe(WRONG_CODE);

    // A recovery code works once, typed loosely; then it is spent.
    const recovery = recoveryCodes[3];
    const again = (await password(m.email, m.password).expect(200)).body.challenge;
    await secondStep({ challenge: again, code: ` ${recovery.toLowerCase().replace(/-/g, ' ')} ` }).expect(200);
    expect((await secondStep({ challenge: again, code: recovery }).expect(401)).body.detail).toBe(WRONG_CODE);
    expect((await status(m.token).expect(200)).body.recoveryCodesLeft).toBe(9);
    // Another user's recovery code is no use either.
    const other = await manager();
    const otherCodes = (await enrol(other.token)).recoveryCodes;
    expect((await secondStep({ challenge: again, code: otherCodes[0] }).expect(401)).body.detail).toBe(WRONG_CODE);
  });

  it('the challenge is not a session token, expires, and dies with the sessions (password reset, logout everywhere)', async () => {
    const m = await manager();
    const { secret } = await enrol(m.token);
    const { challenge } = (await password(m.email, m.password).expect(200)).body;
    const code = totpCodeAt(secret, Date.now() + 30_000);

    // Not a bearer token, and a session token is not a challenge.
    await t.http().get(`${API}/user`).set(bearer(challenge)).expect(401);
    expect((await secondStep({ challenge: m.token, code }).expect(401)).body.detail).toBe(EXPIRED);
    expect((await secondStep({ challenge: `${challenge.slice(0, -2)}xx`, code }).expect(401)).body.detail).toBe(EXPIRED);
    expect((await secondStep({ code }).expect(400)).body.detail).toBe(EXPIRED);
    expect((await secondStep({ challenge }).expect(400)).body.detail).toBe('Enter the 6-digit code from your authenticator app');

    // Expired: a challenge made six minutes ago.
    const { SecondFactorChallenges } = await import('../../src/auth/second-factor/second-factor-challenge');
    const old = t.app.get(SecondFactorChallenges).issue(m.userId, Date.now() - 6 * 60_000);
    expect((await secondStep({ challenge: old, code }).expect(401)).body.detail).toBe(EXPIRED);

    // Logout ends every session, and the challenges issued before it.
    await t
      .http()
      .post(`${API}/auth/logout`)
      .set(bearer(m.token))
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect((await secondStep({ challenge, code }).expect(401)).body.detail).toBe(EXPIRED);
    const fresh = (await password(m.email, m.password).expect(200)).body.challenge;
    await secondStep({ challenge: fresh, code }).expect(200);
  });

  it('wrong codes lock the second step like wrong passwords: 10 in 15 minutes, even the right code then', async () => {
    const m = await manager();
    const { secret, recoveryCodes } = await enrol(m.token);
    const { challenge } = (await password(m.email, m.password).expect(200)).body;
    const code = totpCodeAt(secret, Date.now() + 30_000);
    for (let i = 0; i < 10; i++) await secondStep({ challenge, code: otherThan(code) }).expect(401);
    const locked = await secondStep({ challenge, code }).expect(429);
    expect(locked.body.detail).toBe('Too many failed sign-in attempts for this account. Please wait 15 minutes and try again.');
    await secondStep({ challenge, code: recoveryCodes[0] }).expect(429);
    // A right password does not reopen it.
    const again = (await password(m.email, m.password).expect(200)).body.challenge;
    await secondStep({ challenge: again, code }).expect(429);
    // When the window has passed, the code works.
    await em().nativeDelete(LoginAttempt, {});
    await secondStep({ challenge: again, code }).expect(200);
  });

  it('an internal admin must enrol before any manager operation; enrolled, the operations open', async () => {
    const admin = await manager(ADMIN_EMAIL);
    const accounts = () => t.http().get(`${API}/admin/account-manager/${admin.accountManagerId}/accounts`).set(bearer(admin.token));
    const managerView = () => t.http().get(`${API}/admin/account-managers/${admin.accountManagerId}`).set(bearer(admin.token));
    expect((await accounts().expect(403)).body.detail).toBe(MUST_ENROL);
    expect((await managerView().expect(403)).body.detail).toBe(MUST_ENROL);
    // The session itself works: the user, and the enrolment.
    await t.http().get(`${API}/user`).set(bearer(admin.token)).expect(200);
    expect((await status(admin.token).expect(200)).body).toMatchObject({ enabled: false, required: true });

    const { secret } = await enrol(admin.token);
    await accounts().expect(200);
    expect((await managerView().expect(200)).body).toMatchObject({ isInternalAdmin: true });
    // From now on the admin signs in with a code.
    expect((await password(ADMIN_EMAIL, admin.password).expect(200)).body.secondFactorRequired).toBe(true);

    // Turning it off (moving to a new phone) closes the operations again until the next enrolment.
    await forgetUsedTimeStep(t, admin.userId);
    await t
      .http()
      .post(`${API}/auth/second-factor/disable`)
      .set(bearer(admin.token))
      .send({ code: totpCodeAt(secret, Date.now()) })
      .expect(204);
    expect((await accounts().expect(403)).body.detail).toBe(MUST_ENROL);
    await enrol(admin.token);
    await accounts().expect(200);
  });

  it('a manager may turn it off with a code, and get new recovery codes; customers have no second factor', async () => {
    const m = await manager();
    const { secret, recoveryCodes } = await enrol(m.token);
    const regen = t.http().post(`${API}/auth/second-factor/recovery-codes`).set(bearer(m.token));
    const fresh = await regen.send({ code: recoveryCodes[0] }).expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    // The old codes are gone.
    const challenge = (await password(m.email, m.password).expect(200)).body.challenge;
    await secondStep({ challenge, code: recoveryCodes[1] }).expect(401);

    const disable = (code: string) => t.http().post(`${API}/auth/second-factor/disable`).set(bearer(m.token)).send({ code });
    expect((await disable('000000').expect(400)).body.detail).toBe(WRONG_CODE);
    await disable(totpCodeAt(secret, Date.now() + 30_000)).expect(204);
    expect((await status(m.token).expect(200)).body).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await em().count(RecoveryCode, { user: m.userId })).toBe(0);
    expect((await password(m.email, m.password).expect(200)).body.token).toEqual(expect.any(String));
    expect((await disable('123456').expect(400)).body.detail).toBe('Two-step sign-in is not on for this account.');

    // An enterprise user who is not a manager: 403 on every call; no token: 401.
    const customer = await registerEnterpriseUser(t, { organizationId: orgId });
    const token = t.app.get(TokenService).issue(customer.user.id);
    expect((await status(token).expect(403)).body.detail).toBe('User is not an account manager');
    await start(token).expect(403);
    await t.http().get(`${API}/auth/second-factor`).expect(401);
    await t.http().post(`${API}/auth/second-factor/enrolment`).expect(401);
  });

  it('a manager who signs in with Google is asked for the code too', async () => {
    const manager = await createManager(t);
    const subject = `google-sub-${manager.user.id}`;
    await em().nativeUpdate(User, { id: manager.user.id }, { googleSubject: subject });
    const client = t.app.get(GoogleOAuthClient);
    const exchange = jest.spyOn(client, 'requestTokens').mockResolvedValue({ idToken: 'id-token' });
    const identity = jest.spyOn(client, 'identityFromTokens');
    const googleSignIn = async () => {
      identity.mockResolvedValueOnce({ subject, email: manager.email, emailVerified: true, provider: 'google' });
      const agent = browser(t);
      const { state } = await startGoogleSignIn(agent);
      return agent.post(`${API}/auth/google`).send({ code: 'c', state });
    };
    try {
      // Without two-step sign-in: the session, as before.
      expect((await googleSignIn()).body.token).toEqual(expect.any(String));
      const { secret } = await enableSecondFactor(t, manager.user.id);
      const answer = await googleSignIn();
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ secondFactorRequired: true, challenge: expect.any(String) });
      const session = await secondStep({ challenge: answer.body.challenge, code: totpCodeAt(secret, Date.now() + 30_000) }).expect(200);
      expect(session.body.user).toMatchObject({ email: manager.email, accountManagerId: manager.accountManagerId });
    } finally {
      exchange.mockRestore();
      identity.mockRestore();
    }
  });
});
