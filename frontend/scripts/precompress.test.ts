// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_COMPRESS_BYTES, precompressDir } from './precompress';

describe('precompressDir', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes .br and .gz beside compressible files that are large enough, in every folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pt-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'locales/fr'), { recursive: true });
    const script = 'console.log("hello");\n'.repeat(200);
    writeFileSync(join(dir, 'assets/index-abc.js'), script);
    writeFileSync(join(dir, 'locales/fr/translation.json'), JSON.stringify({ text: 'bonjour '.repeat(300) }));
    writeFileSync(join(dir, 'small.js'), 'x'.repeat(MIN_COMPRESS_BYTES - 1));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096));

    precompressDir(dir);

    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets/index-abc.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'locales/fr/translation.json.br'))).toBe(true);
    expect(existsSync(join(dir, 'small.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false);
  });
});
