// What the OCR's child processes need besides the process itself (ocr-runner.ts): the files their images are given in,
// (their resident memory is watched with child-process.util's ResidentProbe).
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OcrFailedError } from './ocr-errors';
import { writePgm, type RasterImage } from './ocr-image.util';

/** Prefix of the pages' temporary directories in the system's temporary directory. */
export const PAGE_FILES_PREFIX = 'pt-ocr-page-';
let swept = false;

/**
 * The image files of one page for Tesseract, in a directory of their own (owner-only) removed with them when the page
 * is done (after any write still under way).
 */
export class PageFiles {
  private readonly writes: Array<Promise<unknown>> = [];
  private count = 0;

  private constructor(private readonly dir: string) {}

  static async open(page: number): Promise<PageFiles> {
    try {
      return new PageFiles(await mkdtemp(join(resolve(tmpdir()), PAGE_FILES_PREFIX)));
    } catch (error) {
      throw new OcrFailedError(page, `temporary directory: ${(error as Error).message}`);
    }
  }

  /**
   * Tesseract's standard input for `image` (an image still to come fails as it does): the path of the PGM it is
   * written to once ready, as a list of one file.
   */
  input(image: RasterImage | Promise<RasterImage>, page: number): Promise<Uint8Array> {
    const path = join(this.dir, `${++this.count}.pgm`);
    const written = Promise.resolve(image).then(async (ready) => {
      // Tesseract reads the list a line at a time.
      if (path.includes('\n')) throw new OcrFailedError(page, `a temporary path with a line break: ${JSON.stringify(path)}`);
      try {
        await writePgm(path, ready);
      } catch (error) {
        throw new OcrFailedError(page, `writing the page image: ${(error as Error).message}`);
      }
      return Buffer.from(`${path}\n`);
    });
    this.writes.push(written.catch(() => undefined));
    return written;
  }

  /**
   * Removes the page directories left by a process that ended in the middle of a page (killed, restarted): those not
   * touched for `olderThanMs`, longer than any page may take. Once per process (`always` for a test).
   */
  static async sweep(olderThanMs: number, always = false): Promise<number> {
    if (swept && !always) return 0;
    swept = true;
    const root = resolve(tmpdir());
    let removed = 0;
    for (const name of await readdir(root)) {
      if (!name.startsWith(PAGE_FILES_PREFIX)) continue;
      const path = join(root, name);
      try {
        if (Date.now() - (await stat(path)).mtimeMs <= olderThanMs) continue;
        await rm(path, { recursive: true, force: true });
        removed++;
      } catch {
        // gone meanwhile, or another user's
      }
    }
    return removed;
  }

  async close(): Promise<void> {
    await Promise.all(this.writes);
    await rm(this.dir, { recursive: true, force: true });
  }
}
