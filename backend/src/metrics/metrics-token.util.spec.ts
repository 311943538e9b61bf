import { metricsAccess } from './metrics-token.util';

describe('metricsAccess', () => {
  const token = 'scrape-token-0123456789';

  it('is disabled without a configured token, whatever the request says', () => {
    expect(metricsAccess(undefined, `Bearer ${token}`)).toBe('disabled');
    expect(metricsAccess('', undefined)).toBe('disabled');
  });

  it('grants the exact bearer token only', () => {
    expect(metricsAccess(token, `Bearer ${token}`)).toBe('granted');
    expect(metricsAccess(token, `bearer ${token}`)).toBe('granted');
    expect(metricsAccess(token, undefined)).toBe('refused');
    expect(metricsAccess(token, token)).toBe('refused');
    expect(metricsAccess(token, `Bearer ${token}x`)).toBe('refused');
    expect(metricsAccess(token, `Bearer ${token.slice(0, -1)}`)).toBe('refused');
    expect(metricsAccess(token, `Basic ${Buffer.from(`x:${token}`).toString('base64')}`)).toBe('refused');
    expect(metricsAccess(token, `Bearer ${token} extra`)).toBe('refused');
  });
});
