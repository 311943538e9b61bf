import { parseTrustProxy, TRUST_PROXY_PATTERN } from './trust-proxy.util';

describe('parseTrustProxy', () => {
  it('defaults to one hop in production and to loopback elsewhere', () => {
    expect(parseTrustProxy(undefined, true)).toBe(1);
    expect(parseTrustProxy(undefined, false)).toEqual(['loopback']);
    expect(parseTrustProxy(' ', false)).toEqual(['loopback']);
  });

  it('reads false, a hop count and a list', () => {
    expect(parseTrustProxy('false', true)).toBe(false);
    expect(parseTrustProxy('2', true)).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,fd00::/8', true)).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
  });
});

describe('TRUST_PROXY_PATTERN', () => {
  it.each(['false', '0', '1', '12', 'loopback', 'uniquelocal,linklocal', '10.0.0.1', '10.0.0.0/8, 172.16.0.0/12', '::1', 'fd00::/8'])(
    'accepts %s',
    (value) => expect(TRUST_PROXY_PATTERN.test(value)).toBe(true),
  );

  it.each(['true', 'yes', '*', '100', 'proxy.example.com', 'loopback;rm', '10.0.0.1,', '-1'])('refuses %s', (value) =>
    expect(TRUST_PROXY_PATTERN.test(value)).toBe(false),
  );
});
