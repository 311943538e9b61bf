import { JwtService } from '@nestjs/jwt';
import { loadConfig } from '../config/app-config';
import { bearerToken } from './session.service';
import { TokenService } from './token.service';

describe('TokenService', () => {
  const config = loadConfig({ JWT_SECRET: 's'.repeat(40), JWT_TTL_SECONDS: '600', SESSION_MAX_AGE_SECONDS: '3600' });
  const tokens = new TokenService(new JwtService(), config);
  const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

  it('round-trips the user id, the issue time in milliseconds and the sign-in time', () => {
    const token = tokens.issue(42, { nowMs: 1_700_000_000_123 });
    expect(payloadOf(token)).toEqual({ sub: '42', iat: 1_700_000_000.123, auth_time: 1_700_000_000, exp: 1_700_000_600 });
    const fresh = tokens.issue(42);
    expect(tokens.verify(fresh)).toEqual({ userId: 42, issuedAtMs: expect.any(Number), authTimeMs: expect.any(Number) });
  });

  it('keeps the sign-in time of a refreshed token: its expiry never passes the absolute end', () => {
    const signIn = Date.now() - 3_300_000; // 55 minutes ago, of a 60-minute session
    const refreshed = tokens.issue(42, { authTimeMs: signIn });
    expect(payloadOf(refreshed).auth_time).toBe(Math.floor(signIn / 1000));
    expect(payloadOf(refreshed).exp).toBe(Math.floor(signIn / 1000) + 3600);
    expect(tokens.verify(refreshed)?.authTimeMs).toBe(Math.floor(signIn / 1000) * 1000);
    // Six minutes later the session is over, though the refreshed token's idle timeout (10 minutes) is not.
    expect(tokens.verify(refreshed, Date.now() + 360_000)).toBeNull();
  });

  it('refuses expired (idle), foreign and malformed tokens', () => {
    expect(tokens.verify(tokens.issue(42, { nowMs: Date.now() - 601_000 }))).toBeNull();
    const other = new TokenService(new JwtService(), loadConfig({ JWT_SECRET: 'o'.repeat(40) }));
    expect(tokens.verify(other.issue(42))).toBeNull();
    expect(tokens.verify('not.a.token')).toBeNull();
    expect(tokens.verify('')).toBeNull();
  });
});

describe('bearerToken', () => {
  it('reads "Bearer <token>" with any case of the scheme', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
