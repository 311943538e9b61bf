import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How much memory a mode's pipeline holds, estimated from the files its stages load (for the mode gate's `maxMb`).
 * lttoolbox 3.7 reads a transducer into the process's heap (nothing is mapped from the file) in structures far larger
 * than the file: measured proportional set sizes of whole pipelines after a book's text (fr-es 90 MB, spa-eng 100,
 * eng-spa 109, es-fr 93, cat-eng 105, eng-cat 155, fra-cat 318, cat-fra 630) follow ~25 MB plus ~42× the size of
 * the mode's compiled files (`.bin`, the tagger's `.prob`) within ±25%. The transfer rules' XML, which the transfer
 * stages also read, ends in a few MB whatever its size and is not counted.
 */
export const BASE_MB = 25;
export const MB_PER_FILE_MB = 42;

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
export function estimateModeMb(fileBytes: readonly number[]): number {
  const fileMb = fileBytes.reduce((a, b) => a + b, 0) / (1024 * 1024);
  return Math.round(BASE_MB + MB_PER_FILE_MB * fileMb);
}

/** Estimated size of each mode under dataDir/modes (a mode whose files cannot be read: 0, i.e. unknown). */
export async function modeSizes(dataDir: string, modes: readonly string[]): Promise<Map<string, number>> {
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
        sizes.set(mode, estimateModeMb(bytes));
      } catch {
        sizes.set(mode, 0);
      }
    }),
  );
  return sizes;
}
