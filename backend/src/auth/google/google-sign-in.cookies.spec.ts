import { JwtService } from '@nestjs/jwt';
import type { Request, Response } from 'express';
import { loadConfig } from '../../config/app-config';
import { CookieStateStore } from './google.strategy';
import { cookieValue, GoogleSignInCookies, PENDING_LINK_COOKIE, PENDING_SIGN_IN_COOKIE, sameSecret } from './google-sign-in.cookies';

/** A response that records Set-Cookie calls, and a request carrying what was set. */
function fakeBrowser() {
  const jar = new Map<string, string>();
  const set: Array<{ name: string; value: string; options: Record<string, unknown> }> = [];
  const res = {
    cookie(name: string, value: string, options: Record<string, unknown>) {
      jar.set(name, value);
      set.push({ name, value, options });
    },
    clearCookie(name: string) {
      jar.delete(name);
    },
  } as unknown as Response;
  const req = () =>
    ({ headers: { cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; ') }, res }) as unknown as Request & { googleNonce?: string };
  return { res, req, jar, set };
}

const config = (env: Record<string, string> = {}) => loadConfig({ JWT_SECRET: 's'.repeat(40), ...env });
const pending = { state: 'st-1', nonce: 'n-1', codeVerifier: 'v-1', redirectUri: 'http://localhost:3000/oauth2callback' };

describe('GoogleSignInCookies', () => {
  const cookies = new GoogleSignInCookies(new JwtService(), config());

  it('round-trips the sign-in in progress in a signed, HttpOnly, SameSite=Lax cookie for the Google calls only', () => {
    const b = fakeBrowser();
    cookies.setPendingSignIn(b.res, pending);
    expect(cookies.pendingSignIn(b.req())).toEqual(pending);
    expect(b.set[0].options).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/prod/api/auth/google', maxAge: 600_000 });
    // Its contents are signed, not hidden: what matters is that nothing else can write one.
    expect(b.jar.get(PENDING_SIGN_IN_COOKIE)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('is Secure on an https public URL', () => {
    const b = fakeBrowser();
    new GoogleSignInCookies(new JwtService(), config({ PUBLIC_URL: 'https://translate.example.com' })).setPendingSignIn(b.res, pending);
    expect(b.set[0].options.secure).toBe(true);
  });

  it('refuses a tampered cookie, one signed with another secret, one of the other kind, and none', () => {
    const b = fakeBrowser();
    cookies.setPendingSignIn(b.res, pending);
    const [h, p, s] = b.jar.get(PENDING_SIGN_IN_COOKIE)!.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    b.jar.set(PENDING_SIGN_IN_COOKIE, `${h}.${Buffer.from(JSON.stringify({ ...payload, state: 'mine' })).toString('base64url')}.${s}`);
    expect(cookies.pendingSignIn(b.req())).toBeNull();

    const other = fakeBrowser();
    new GoogleSignInCookies(new JwtService(), loadConfig({ JWT_SECRET: 'o'.repeat(40) })).setPendingSignIn(other.res, pending);
    expect(cookies.pendingSignIn(other.req())).toBeNull();

    // A link cookie's value under the sign-in cookie's name is not a sign-in.
    const link = fakeBrowser();
    cookies.setPendingLink(link.res, { userId: 7, subject: 'sub-7', email: 'ada@example.com' });
    expect(cookies.pendingLink(link.req())).toEqual({ userId: 7, subject: 'sub-7', email: 'ada@example.com' });
    link.jar.set(PENDING_SIGN_IN_COOKIE, link.jar.get(PENDING_LINK_COOKIE)!);
    expect(cookies.pendingSignIn(link.req())).toBeNull();

    expect(cookies.pendingSignIn(fakeBrowser().req())).toBeNull();
  });
});

describe('CookieStateStore (passport-oauth2 state store)', () => {
  const cookies = new GoogleSignInCookies(new JwtService(), config());
  const store = new CookieStateStore(cookies);
  const meta = { callbackURL: pending.redirectUri };

  function started() {
    const b = fakeBrowser();
    let handle = '';
    store.store(b.req(), 'the-verifier', { nonce: 'the-nonce' }, meta, (_err, state) => (handle = state!));
    return { b, handle };
  }
  const verify = (req: Request & { googleNonce?: string }, state: unknown, callbackURL = meta.callbackURL) =>
    new Promise<{ ok: string | false; info: object }>((resolve) =>
      store.verify(req, state, { callbackURL }, (_err, ok, info) => resolve({ ok, info })),
    );

  it('stores a fresh random state; the callback with it gets the PKCE verifier and the nonce, once', async () => {
    const { b, handle } = started();
    expect(handle).toMatch(/^[\w-]{43}$/);
    expect(started().handle).not.toBe(handle);
    const req = b.req();
    expect(await verify(req, handle)).toEqual({ ok: 'the-verifier', info: { nonce: 'the-nonce' } });
    expect(req.googleNonce).toBe('the-nonce');
    // Single use: the cookie is cleared.
    expect((await verify(b.req(), handle)).ok).toBe(false);
  });

  it('refuses another state, a missing one, another redirect URI and a browser without the cookie', async () => {
    for (const [state, callbackURL] of [
      ['forged', meta.callbackURL],
      [undefined, meta.callbackURL],
      [null, meta.callbackURL],
    ] as const) {
      const { b } = started();
      expect(await verify(b.req(), state, callbackURL)).toEqual({ ok: false, info: { reason: 'state_mismatch' } });
    }
    const { b, handle } = started();
    expect((await verify(b.req(), handle, 'http://localhost:5173/oauth2callback')).ok).toBe(false);
    expect((await verify(fakeBrowser().req(), handle)).ok).toBe(false);
  });
});

describe('cookieValue and sameSecret', () => {
  it('reads one cookie of a Cookie header', () => {
    expect(cookieValue('a=1; pt_google_signin=x.y.z; b=2', 'pt_google_signin')).toBe('x.y.z');
    expect(cookieValue('xpt_google_signin=1', 'pt_google_signin')).toBeUndefined();
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });

  it('compares secrets of any length', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
