import { JwtService } from '@nestjs/jwt';
import { loadConfig } from '../config/app-config';
import { bearerToken } from './session.service';
import { TokenService } from './token.service';

describe('TokenService', () => {
  const config = loadConfig({ JWT_SECRET: 's'.repeat(40), JWT_TTL_SECONDS: '600' });
  const tokens = new TokenService(new JwtService(), config);

  it('round-trips the user id and the issue time in milliseconds', () => {
    const token = tokens.issue(42, 1_700_000_000_123);
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload).toEqual({ sub: '42', iat: 1_700_000_000.123, exp: 1_700_000_600 });
    // Verified against the real clock: an old iat with a far exp is still valid.
    const fresh = tokens.issue(42);
    expect(tokens.verify(fresh)).toEqual({ userId: 42, issuedAtMs: expect.any(Number) });
  });

  it('refuses expired, foreign and malformed tokens', () => {
    expect(tokens.verify(tokens.issue(42, Date.now() - 601_000))).toBeNull();
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
