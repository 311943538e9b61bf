import { spawn } from 'node:child_process';
import { lastLine } from '../child-process.util';
import { CONSOLE_LOGGER, type DocumentLogger } from '../logger';
import { OcrFailedError, OcrPageTooCostlyError } from './ocr-errors';
import { extractPageImage } from './ocr-page-image';
import { PageFiles } from './ocr-child.util';
import { ResidentProbe } from '../child-process.util';
import { parsePnm, rotateImage, toGrey, type RasterImage } from './ocr-image.util';
import { linesToItems, parseTsv } from './ocr-tsv.util';
import { DEFAULT_OCR_LIMITS, type OcrLimits, type OcrPageResult } from './ocr.types';

/** The page to read: its number and how pdftoppm's picture of it maps back to user space. */
export interface OcrPageRequest {
  number: number;
  /** /Rotate of the page (pdftoppm renders it turned). */
  rotation: number;
  view: [number, number, number, number];
}

const MEMORY_POLL_MS = 50;
const STALE_PAGE_FILES_MS = 60 * 60 * 1000;
const STDERR_KEPT = 4 * 1024;
/** A first reading this sure of itself is taken as it is; below, the page's orientation is checked. */
const UPRIGHT_CONFIDENCE = 60;
/** Tesseract's model names (ISO 639-2/T with variants) of the languages installed, as ISO 639-1. */
const TESSERACT_LANGUAGES: Record<string, string> = { eng: 'en', fra: 'fr', spa: 'es', deu: 'de', ita: 'it', por: 'pt', cat: 'ca' };

type Reading = Omit<OcrPageResult, 'timings' | 'source'> & { across: boolean };

interface Bounded {
  stdout: Buffer;
  stderr: string;
}

/**
 * OCR of scanned pages with poppler's `pdftoppm` and Tesseract 5, each a separate process bounded in time (one
 * deadline per page for all its steps) and resident memory (polled from /proc, killed above the bound), with an
 * environment holding no secret. At most `concurrency` pages are read at once; Tesseract runs on one thread
 * (OMP_THREAD_LIMIT=1), so pages in parallel use the cores instead.
 *
 * A page that is one image over the whole page has that image read from the file (ocr-page-image.ts); any other is
 * rendered in colour (the writer's covers take the page's own colour). The image, in user-space orientation, is
 * read in grey. A reading with little confidence has its orientation checked (Tesseract's OSD) and
 * is read again turned upright when that reads better: a page scanned upside down or sideways.
 */
export class OcrRunner {
  private readonly limits: OcrLimits;
  private readonly logger: DocumentLogger;
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(limits: Partial<OcrLimits> = {}, options: { logger?: DocumentLogger } = {}) {
    this.limits = { ...DEFAULT_OCR_LIMITS, ...limits };
    this.logger = options.logger ?? CONSOLE_LOGGER;
    // A page's image files outlive it only when the process ends in its middle: swept an hour (or two deadlines) on.
    PageFiles.sweep(Math.max(STALE_PAGE_FILES_MS, 2 * this.limits.timeoutMsPerPage)).catch(() => undefined);
  }

  /** The ISO 639-1 codes of the languages Tesseract reads with (its models named in `languages`). */
  languageCodes(): string[] {
    return this.limits.languages.split('+').map((name) => TESSERACT_LANGUAGES[name] ?? name);
  }

  /** Reads one page of `pdfPath`. Rejects with OcrPageTooCostlyError at a bound, OcrFailedError otherwise. */
  async recognise(pdfPath: string, page: OcrPageRequest): Promise<OcrPageResult> {
    await this.slot();
    try {
      return await this.read(pdfPath, page);
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  /**
   * The image Tesseract first reads for a page (grey, in user-space orientation, at the page's resolution) and where it
   * came from: what `npm run bench:ocr` gives the `tesseract` command, so that both read the same image.
   */
  async pageImageOf(pdfPath: string, request: OcrPageRequest): Promise<{ grey: RasterImage; dpi: number; source: 'image' | 'rendered' }> {
    const dpi = pageDpi(this.limits.dpi, request.view);
    const { grey, source } = await this.pageImage(pdfPath, { ...request, dpi }, Date.now() + this.limits.timeoutMsPerPage);
    return { grey, dpi, source };
  }

  private async slot(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
  }

  private async read(pdfPath: string, request: OcrPageRequest): Promise<OcrPageResult> {
    const deadline = Date.now() + this.limits.timeoutMsPerPage;
    const started = performance.now();
    const files = await PageFiles.open(request.number);
    try {
      return await this.readWith(files, pdfPath, request, deadline, started);
    } finally {
      await files.close();
    }
  }

  private async readWith(
    files: PageFiles,
    pdfPath: string,
    request: OcrPageRequest,
    deadline: number,
    started: number,
  ): Promise<OcrPageResult> {
    // A large page (a poster, a plan) is rendered at less than `dpi`, so its image stays within MAX_PIXELS.
    const dpi = pageDpi(this.limits.dpi, request.view);
    const page = { ...request, dpi, files };
    const pending = this.pageImage(pdfPath, page, deadline);
    // Tesseract loads its models (~0.4 s of CPU for three languages) before it reads its input: started now, it loads
    // them while the page's image is read or rendered, on the other core.
    const first = this.tesseract(
      pending.then(({ grey }) => grey),
      page,
      deadline,
    );
    first.catch(() => undefined); // a failure to get the image is reported by `pending`
    const { image, grey, source } = await pending;
    const render = performance.now() - started;
    let best = this.reading(await first, image, 0, page);
    // Unsure, or lines read across the page's text (words taller than wide): the page may lie on its side.
    if (best.confidence < UPRIGHT_CONFIDENCE || best.across) {
      const turn = await this.orientation(grey, page, deadline);
      // Lines read across with no orientation found (too little text for OSD): both sideways turns are tried.
      const turns: Array<90 | 180 | 270> = turn !== 0 ? [turn] : best.across ? [90, 270] : [];
      for (const candidate of turns) {
        const turned = await this.readTurned(image, grey, candidate, page, deadline);
        const better = turned.confidence * turned.wordCount > best.confidence * best.wordCount;
        if (!turned.across && (best.across || better)) best = turned;
      }
    }
    const recognise = performance.now() - started - render;
    const { across: _, ...result } = best;
    return { ...result, source, timings: { render: Math.round(render), recognise: Math.round(recognise) } };
  }

  /**
   * The page's image in user-space orientation, and in grey for Tesseract (the colour is kept for the backgrounds):
   * read from the file when the page is one image over the whole page, else rendered by pdftoppm.
   */
  private async pageImage(
    pdfPath: string,
    page: OcrPageRequest & { dpi: number },
    deadline: number,
  ): Promise<{ image: RasterImage; grey: RasterImage; source: 'image' | 'rendered' }> {
    const extracted = this.limits.extractImages ? await this.extracted(pdfPath, page, deadline) : undefined;
    if (extracted) return { image: extracted, grey: toGrey(extracted), source: 'image' };
    const rendered = await this.run(
      'pdftoppm',
      ['-r', String(page.dpi), '-cropbox', '-f', String(page.number), '-l', String(page.number), pdfPath],
      page.number,
      deadline,
    );
    let image: RasterImage;
    try {
      image = rotateImage(parsePnm(rendered.stdout), (360 - (((page.rotation % 360) + 360) % 360)) % 360);
    } catch (error) {
      throw new OcrFailedError(page.number, `page image: ${(error as Error).message}`);
    }
    return { image, grey: toGrey(image), source: 'rendered' };
  }

  /** The page's one image, read from the file at the page's resolution; undefined when the page is to be rendered. */
  private async extracted(pdfPath: string, page: OcrPageRequest & { dpi: number }, deadline: number): Promise<RasterImage | undefined> {
    try {
      const found = await extractPageImage(pdfPath, page, page.dpi, deadline);
      return 'image' in found ? found.image : undefined;
    } catch (error) {
      // A bound passed is still a bound; a file this small reader cannot follow is left to poppler.
      if (error instanceof OcrPageTooCostlyError) throw error;
      return undefined;
    }
  }

  /**
   * Tesseract's TSV of an image, maybe still being made: the process starts at once and loads its models, the image is
   * written to a PGM file when ready and its path given on stdin (a list of one image file: read from stdin itself,
   * Tesseract takes the image a byte at a time, ~0.3 s of CPU for a page at 300 dpi).
   */
  private async tesseract(
    image: RasterImage | Promise<RasterImage>,
    page: { number: number; dpi: number; files: PageFiles },
    deadline: number,
  ): Promise<string> {
    const { stdout } = await this.run(
      'tesseract',
      ['stdin', 'stdout', '-l', this.limits.languages, '--dpi', String(page.dpi), 'tsv'],
      page.number,
      deadline,
      page.files.input(image, page.number),
    );
    return stdout.toString('utf8');
  }

  private async readTurned(
    image: RasterImage,
    grey: RasterImage,
    turn: 0 | 90 | 180 | 270,
    page: OcrPageRequest & { dpi: number; files: PageFiles },
    deadline: number,
  ): Promise<Reading> {
    return this.reading(await this.tesseract(rotateImage(grey, turn), page, deadline), image, turn, page);
  }

  /** Tesseract's TSV of the image turned by `turn` as text runs in user space, with the page's words and confidence. */
  private reading(tsv: string, image: RasterImage, turn: 0 | 90 | 180 | 270, page: OcrPageRequest): Reading {
    const lines = parseTsv(tsv);
    const items = linesToItems(lines, { image, turn, view: page.view });
    let chars = 0;
    let weighted = 0;
    for (const item of items) {
      chars += item.text.length;
      weighted += item.ocr!.confidence * item.text.length;
    }
    return {
      items,
      wordCount: countWordsOf(items.map((item) => item.text)),
      confidence: chars > 0 ? Math.round(weighted / chars) : 0,
      turn,
      across: readAcross(lines),
    };
  }

  /** Tesseract's orientation and script detection: the clockwise turn that sets the page upright (0 when unsure). */
  private async orientation(
    image: RasterImage,
    page: { number: number; dpi: number; files: PageFiles },
    deadline: number,
  ): Promise<0 | 90 | 180 | 270> {
    try {
      const { stdout } = await this.run(
        'tesseract',
        ['stdin', 'stdout', '--psm', '0', '--dpi', String(page.dpi)],
        page.number,
        deadline,
        page.files.input(image, page.number),
      );
      return osdTurn(stdout.toString('utf8'));
    } catch (error) {
      // Too few characters to tell: the page is kept as first read. A bound passed is still a bound.
      if (error instanceof OcrPageTooCostlyError) throw error;
      return 0;
    }
  }

  /** One bounded process: its standard output, or a typed error. */
  private run(command: string, args: string[], page: number, deadline: number, input?: Uint8Array | Promise<Uint8Array>): Promise<Bounded> {
    // An input still to come that fails is the caller's to report, whether or not the process was started.
    if (input instanceof Promise) input.catch(() => undefined);
    return new Promise((resolve, reject) => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return reject(new OcrPageTooCostlyError(page, `no time left before ${command}`));
      const child = spawn(command, args, {
        stdio: ['pipe', 'pipe', 'pipe'],
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          OMP_THREAD_LIMIT: '1',
          LANG: 'C.UTF-8',
          ...(process.env.TESSDATA_PREFIX ? { TESSDATA_PREFIX: process.env.TESSDATA_PREFIX } : {}),
        },
      });
      const out: Buffer[] = [];
      let stderr = '';
      let killedFor: string | undefined;
      let inputFailed: { error: Error } | undefined;
      const kill = (why: string) => {
        killedFor ??= why;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => kill(`${command} passed the page's ${this.limits.timeoutMsPerPage} ms`), remaining);
      const probe = new ResidentProbe(child.pid);
      const poll = setInterval(() => {
        const mb = probe.mb();
        if (mb !== undefined && mb > this.limits.maxMemoryMb)
          kill(`${command} used ${Math.round(mb)} MB (limit ${this.limits.maxMemoryMb} MB)`);
      }, MEMORY_POLL_MS);
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
      });
      child.stdin.on('error', () => undefined); // a process killed before reading all its input
      child.on('error', (error) => {
        clearTimeout(timer);
        clearInterval(poll);
        probe.close();
        reject(new OcrFailedError(page, `${command}: ${error.message}`));
      });
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        clearInterval(poll);
        probe.close();
        if (inputFailed) return reject(inputFailed.error);
        if (killedFor) {
          this.logger.warn({ page, reason: killedFor }, 'OCR process killed at its bound');
          return reject(new OcrPageTooCostlyError(page, killedFor));
        }
        if (code !== 0) return reject(new OcrFailedError(page, `${command} ended with ${signal ?? code}: ${lastLine(stderr)}`));
        resolve({ stdout: Buffer.concat(out), stderr });
      });
      if (input instanceof Promise) {
        input.then(
          (bytes) => child.stdin.end(bytes),
          (error: unknown) => {
            // No input to give (the page's image failed): the process ends with the image's error.
            inputFailed ??= { error: error instanceof Error ? error : new Error(String(error)) };
            child.kill('SIGKILL');
          },
        );
      } else if (input) child.stdin.end(input);
      else child.stdin.end();
    });
  }
}

/** Pixels of a rendered page at most (an A4 page at 300 dpi is 8.7 million; A3 17.4). */
const MAX_PIXELS = 36_000_000;

/** The resolution a page is rendered at: `dpi`, less for a page whose image would pass MAX_PIXELS. */
export function pageDpi(dpi: number, view: readonly [number, number, number, number]): number {
  const inches = (Math.abs(view[2] - view[0]) / 72) * (Math.abs(view[3] - view[1]) / 72);
  return inches > 0 ? Math.max(1, Math.min(dpi, Math.floor(Math.sqrt(MAX_PIXELS / inches)))) : dpi;
}

/**
 * Whether Tesseract read lines across the page's real ones: most words of three characters or more are taller than
 * wide, as a word set sideways is (it then reads them as vertical lines, often with some confidence).
 */
export function readAcross(lines: ReadonlyArray<{ words: ReadonlyArray<{ text: string; width: number; height: number }> }>): boolean {
  const words = lines.flatMap((line) => line.words).filter((word) => word.text.length >= 3);
  return words.length > 0 && words.filter((word) => word.height > word.width).length * 2 > words.length;
}

/** The turn (clockwise) that sets the page upright, from Tesseract's `--psm 0` report ("Rotate: 90"). */
export function osdTurn(report: string): 0 | 90 | 180 | 270 {
  const rotate = Number(/^Rotate:\s*(\d+)/m.exec(report)?.[1] ?? 0);
  const confidence = Number(/^Orientation confidence:\s*([\d.]+)/m.exec(report)?.[1] ?? 0);
  if (confidence < 1 || ![90, 180, 270].includes(rotate)) return 0;
  return rotate as 90 | 180 | 270;
}

/** Words as the quote counts them (letters or digits between spaces); OCR reads Latin scripts only. */
function countWordsOf(texts: readonly string[]): number {
  let count = 0;
  for (const text of texts) for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count++;
  return count;
}
