import { dailyVisitorHash, utcDay } from './visitor-hash.util';

describe('dailyVisitorHash', () => {
  const base = { serverKey: 'server-key', day: '2025-01-23', ip: '203.0.113.7', userAgent: 'Mozilla/5.0' };

  it('is a stable 64-character hex digest that contains neither the IP nor the user agent', () => {
    const hash = dailyVisitorHash(base);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(dailyVisitorHash(base)).toBe(hash);
    expect(hash).not.toContain('203');
  });

  it('changes with the day, the server key, the IP and the user agent', () => {
    const hash = dailyVisitorHash(base);
    expect(dailyVisitorHash({ ...base, day: '2025-01-24' })).not.toBe(hash);
    expect(dailyVisitorHash({ ...base, serverKey: 'other-key' })).not.toBe(hash);
    expect(dailyVisitorHash({ ...base, ip: '203.0.113.8' })).not.toBe(hash);
    expect(dailyVisitorHash({ ...base, userAgent: 'curl/8' })).not.toBe(hash);
  });

  it('does not let the IP and user agent run together', () => {
    expect(dailyVisitorHash({ ...base, ip: '1.2.3.4', userAgent: '5x' })).not.toBe(
      dailyVisitorHash({ ...base, ip: '1.2.3.45', userAgent: 'x' }),
    );
  });
});

describe('utcDay', () => {
  it('uses the UTC calendar day', () => {
    expect(utcDay(new Date('2025-01-23T23:30:00-05:00'))).toBe('2025-01-24');
  });
});
