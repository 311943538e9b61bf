import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How much memory a mode's pipeline holds, estimated from the files its stages load (for the mode gate's `maxMb`).
 * lttoolbox 3.7 reads a transducer into the process's heap (nothing is mapped from the file) in structures far larger
 * than the file. Measured proportional set sizes of whole pipelines after a book's text follow a base plus a multiple
 * of the size of the mode's compiled files (`.bin`, the tagger's `.prob`) within ±25%:
 *   - the C library's malloc: fr-es 90 MB, spa-eng 100, eng-spa 109, es-fr 93, cat-eng 105, eng-cat 155, fra-cat 318,
 *     cat-fra 630: ~25 MB + ~42× the files;
 *   - jemalloc in the dictionaries' stages (apertium-allocator.ts): fr-es 66, spa-eng 72, eng-spa 85, es-fr 69,
 *     cat-eng 83, eng-cat 119, fra-cat 229, cat-fra 403: ~27 MB + ~27× the files.
 * The transfer rules' XML, which the transfer stages also read, ends in a few MB whatever its size and is not counted.
 */
export const GLIBC_SIZE = { baseMb: 25, perFileMb: 42 };
export const JEMALLOC_SIZE = { baseMb: 27, perFileMb: 27 };
export type SizeModel = typeof GLIBC_SIZE;

/** The compiled data files a mode's stages load: every absolute path to a `.bin` or `.prob` file in the mode file. */
export function modeDataFiles(modeText: string): string[] {
  const files = new Set<string>();
  for (const m of modeText.matchAll(/'(\/[^']+)'|(?<=\s)(\/[^\s'|]+)/g)) {
    const file = m[1] ?? m[2];
    if (/\.(bin|prob)$/.test(file)) files.add(file);
  }
  return [...files];
}

/** Estimated resident size (MB) of a pipeline whose stages load files of these sizes (bytes). */
export function estimateModeMb(fileBytes: readonly number[], model: SizeModel = GLIBC_SIZE): number {
  const fileMb = fileBytes.reduce((a, b) => a + b, 0) / (1024 * 1024);
  return Math.round(model.baseMb + model.perFileMb * fileMb);
}

/** Estimated size of each mode under dataDir/modes (a mode whose files cannot be read: 0, i.e. unknown). */
export async function modeSizes(dataDir: string, modes: readonly string[], model: SizeModel = GLIBC_SIZE): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  await Promise.all(
    modes.map(async (mode) => {
      try {
        const files = modeDataFiles(await readFile(join(dataDir, 'modes', `${mode}.mode`), 'utf8'));
        const bytes = await Promise.all(
          files.map((f) =>
            stat(f).then(
              (s) => s.size,
              () => 0,
            ),
          ),
        );
        sizes.set(mode, estimateModeMb(bytes, model));
      } catch {
        sizes.set(mode, 0);
      }
    }),
  );
  return sizes;
}
