import { isTotpCodeShape, newTotpSecret, normalizeTotpCode, totpCodeAt, totpUri, verifyTotp } from './totp.util';

// RFC 6238 appendix B: the SHA-1 test secret "12345678901234567890" (base32 below) at T = 59 s gives 94287082
// (8 digits); its last 6 digits are the 6-digit code.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const T0 = 1_700_000_000_000; // a fixed instant on a step boundary's side: 1,700,000,000 s = step 56,666,666 + 20 s

describe('TOTP (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  it('computes the RFC 6238 test vector', () => {
    expect(totpCodeAt(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCodeAt(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
  });

  it('accepts the current step and one step either side, not two (±30 s window)', () => {
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, T0);
    const check = (offsetMs: number) => verifyTotp({ secret, code, nowMs: T0 + offsetMs, lastUsedTimeStep: null });
    const step = Math.floor(T0 / 30_000);
    expect(check(0)).toBe(step);
    expect(check(30_000)).toBe(step); // the app was a step behind
    expect(check(-30_000)).toBe(step); // the app was a step ahead
    expect(check(60_000)).toBeNull();
    expect(check(-60_000)).toBeNull();
  });

  it('refuses a step already used, and any older one (replay)', () => {
    const secret = newTotpSecret();
    const step = Math.floor(T0 / 30_000);
    const code = totpCodeAt(secret, T0);
    expect(verifyTotp({ secret, code, nowMs: T0, lastUsedTimeStep: step })).toBeNull();
    expect(verifyTotp({ secret, code, nowMs: T0, lastUsedTimeStep: step + 1 })).toBeNull();
    expect(verifyTotp({ secret, code, nowMs: T0, lastUsedTimeStep: step - 1 })).toBe(step);
    // The previous step's code, after the current one was used: refused too.
    const older = totpCodeAt(secret, T0 - 30_000);
    expect(verifyTotp({ secret, code: older, nowMs: T0, lastUsedTimeStep: step })).toBeNull();
  });

  it('refuses a wrong code, another secret, and anything not 6 digits; spaces are ignored', () => {
    const secret = newTotpSecret();
    const code = totpCodeAt(secret, T0);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp({ secret, code: wrong, nowMs: T0, lastUsedTimeStep: null })).toBeNull();
    expect(verifyTotp({ secret: newTotpSecret(), code, nowMs: T0, lastUsedTimeStep: null })).toBeNull();
    expect(verifyTotp({ secret, code: `${code.slice(0, 3)} ${code.slice(3)}`, nowMs: T0, lastUsedTimeStep: null })).not.toBeNull();
    expect(verifyTotp({ secret, code: code.slice(0, 5), nowMs: T0, lastUsedTimeStep: null })).toBeNull();
    expect(verifyTotp({ secret, code: `${code}0`, nowMs: T0, lastUsedTimeStep: null })).toBeNull();
    expect(isTotpCodeShape('12a456')).toBe(false);
    expect(normalizeTotpCode(' 123-456 ')).toBe('123456');
  });

  it('makes 160-bit base32 secrets and the otpauth:// URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'ada+pt@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/PageTranslate:ada+pt@example.com');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('PageTranslate');
  });
});
