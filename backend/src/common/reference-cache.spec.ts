import { ReferenceCache } from './reference-cache';

describe('ReferenceCache', () => {
  it('reads once per key and answers the same value after', async () => {
    const cache = new ReferenceCache<string, number>();
    const load = jest.fn(async () => 42);
    expect(await Promise.all([cache.get('en', load), cache.get('en', load)])).toEqual([42, 42]);
    expect(await cache.get('en', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get('fr', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read, and reads again after clear()', async () => {
    const cache = new ReferenceCache<string, number>();
    await expect(cache.get('en', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('en', async () => 1)).toBe(1);
    cache.clear();
    expect(await cache.get('en', async () => 2)).toBe(2);
  });
});
