import { emailKey, FAILED_LOGIN_WINDOW_MS, lockedUntil, MAX_FAILED_LOGINS } from './login-attempts.util';

describe('lockedUntil', () => {
  const start = new Date('2025-03-01T10:00:00Z');
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  it('locks after 10 failures until 15 minutes after the first one', () => {
    expect(MAX_FAILED_LOGINS).toBe(10);
    expect(FAILED_LOGIN_WINDOW_MS).toBe(15 * 60_000);
    expect(lockedUntil({ failures: 9, windowStartedAt: start, now: at(1) })).toBeNull();
    expect(lockedUntil({ failures: 10, windowStartedAt: start, now: at(1) })).toEqual(at(15));
    expect(lockedUntil({ failures: 25, windowStartedAt: start, now: at(14.9) })).toEqual(at(15));
    expect(lockedUntil({ failures: 10, windowStartedAt: start, now: at(15) })).toBeNull();
  });
});

describe('emailKey', () => {
  it('is the sha256 of the trimmed lower-case e-mail', () => {
    expect(emailKey(' Ada@Example.COM ')).toBe(emailKey('ada@example.com'));
    expect(emailKey('ada@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(emailKey('ada@example.com')).not.toBe(emailKey('bob@example.com'));
  });
});
