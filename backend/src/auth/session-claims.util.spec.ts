import { sessionClaims, sessionExpiry } from './session-claims.util';

const DAY = 24 * 3600;
const limits = (nowSeconds: number) => ({ nowMs: nowSeconds * 1000, maxAgeSeconds: 30 * DAY });
const t0 = 1_800_000_000;

describe('sessionClaims', () => {
  it('reads user, issue time (ms) and sign-in time', () => {
    expect(sessionClaims({ sub: '42', iat: t0 + 0.25, exp: t0 + 7 * DAY, auth_time: t0 - DAY }, limits(t0 + 1))).toEqual({
      userId: 42,
      issuedAtMs: (t0 + 0.25) * 1000,
      authTimeMs: (t0 - DAY) * 1000,
    });
  });

  it('takes iat as the sign-in time of a token without auth_time', () => {
    expect(sessionClaims({ sub: '7', iat: t0 + 0.5, exp: t0 + DAY }, limits(t0))?.authTimeMs).toBe(t0 * 1000);
  });

  it('refuses a session older than the absolute lifetime, however fresh the token', () => {
    const payload = { sub: '1', iat: t0 + 29 * DAY, exp: t0 + 36 * DAY, auth_time: t0 };
    expect(sessionClaims(payload, limits(t0 + 30 * DAY - 1))).not.toBeNull();
    expect(sessionClaims(payload, limits(t0 + 30 * DAY))).toBeNull();
  });

  it('refuses malformed claims and a sign-in time after the issue', () => {
    for (const payload of [
      null,
      'x',
      { sub: 42, iat: t0, exp: t0 + 1 },
      { sub: '0', iat: t0, exp: t0 + 1 },
      { sub: '1x', iat: t0, exp: t0 + 1 },
      { sub: '1', exp: t0 + 1 },
      { sub: '1', iat: t0 },
      { sub: '1', iat: t0, exp: t0 + 1, auth_time: '1' },
      { sub: '1', iat: t0, exp: t0 + 1, auth_time: t0 + 5 },
    ]) {
      expect(sessionClaims(payload, limits(t0))).toBeNull();
    }
  });
});

describe('sessionExpiry', () => {
  it('is the idle timeout after this issue, but never past the absolute end', () => {
    const base = { ttlSeconds: 7 * DAY, maxAgeSeconds: 30 * DAY, authTimeMs: t0 * 1000 };
    expect(sessionExpiry({ ...base, nowMs: t0 * 1000 })).toBe(t0 + 7 * DAY);
    expect(sessionExpiry({ ...base, nowMs: (t0 + 20 * DAY) * 1000 })).toBe(t0 + 27 * DAY);
    expect(sessionExpiry({ ...base, nowMs: (t0 + 25 * DAY) * 1000 })).toBe(t0 + 30 * DAY);
  });
});
