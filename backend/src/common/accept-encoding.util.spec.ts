import { pickEncoding } from './accept-encoding.util';

describe('pickEncoding', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli, then gzip, whatever order the client lists them in', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickEncoding('gzip, deflate', both)).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeUndefined();
    expect(pickEncoding('gzip, br', ['gzip'])).toBe('gzip');
  });

  it('sends identity without the header, or when the client refuses both with q=0', () => {
    expect(pickEncoding(undefined, both)).toBeUndefined();
    expect(pickEncoding('', both)).toBeUndefined();
    expect(pickEncoding('identity', both)).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
  });

  it('reads * as every encoding the client does not name', () => {
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('br;q=0, *', both)).toBe('gzip');
    expect(pickEncoding('*;q=0', both)).toBeUndefined();
  });
});
