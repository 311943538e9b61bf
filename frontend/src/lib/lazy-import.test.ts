import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, withChunkTimeout } from './lazy-import';

afterEach(() => {
  vi.useRealTimers();
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/assets/Faq-1.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Loading chunk 42 failed.'),
    new Error('Unable to preload CSS for /assets/x.css'),
    new ChunkLoadError(),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('kaboom'))).toBe(false);
    expect(isChunkLoadError('Loading chunk failed')).toBe(false);
  });
});

describe('withChunkTimeout', () => {
  it('gives up after the spec timeout of 120 s', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await assertion;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes the module through', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 });
  });
});
