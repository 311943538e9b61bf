import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Below this, the headers cost more than compression saves (the same threshold as the API's JSON). */
export const MIN_COMPRESS_BYTES = 1024;

export function brotliSize(content: Uint8Array | string): number {
  return brotli(typeof content === 'string' ? Buffer.from(content) : content).length;
}

function brotli(content: Uint8Array): Buffer {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of the output (the bundle and the public
 * folder's locales alike), so the server answers compressed bytes without compressing per request.
 * A variant is kept only when it is smaller than the original. Returns the files compressed.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_COMPRESS_BYTES) continue;
    const content = readFileSync(path);
    const variants: Array<[string, Buffer]> = [
      ['.br', brotli(content)],
      ['.gz', gzipSync(content, { level: 9 })],
    ];
    for (const [suffix, compressed] of variants) {
      if (compressed.length < content.length) writeFileSync(path + suffix, compressed);
    }
    done.push(path);
  }
  return done;
}

/** Vite plugin: precompresses the written output (brotli and gzip) once the build is complete. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'pt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      // After Vite has copied the public folder and written every chunk.
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}
