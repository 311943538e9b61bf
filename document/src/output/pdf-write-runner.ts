/* eslint-disable max-lines -- one class: the pool of writing processes and a document's session (bounds, ranges, join) sharing its state */
import { ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { joinPdfRanges, prepareSourcePdf, splitPdf, type PreparedSource } from './pdf-ranges';
import type { SourceRange, WriteTranslatedPdfResult } from './pdf-writer';
import { DEJAVU_DIR, fontDirs } from './font-match.util';
import { PdfWriteError } from './pdf-write-errors';
import type { PdfWriteMessage, PdfWriteRequest, WireBlock } from './pdf-write.types';
import type { TypesetBlock } from './output.types';
import {
  holdOpen,
  killWhenThisProcessExits,
  lastLine,
  lookupNodeModules,
  packageDir,
  ResidentProbe,
  residentMbNow,
} from '../child-process.util';
import { CONSOLE_LOGGER, type DocumentLogger } from '../logger';
import { lowConfidencePagesOf, ocrCoverOf } from './ocr-cover.util';

export interface PdfWriteLimits {
  /** Time allowed for one document from `open` to its saved bytes, plus `timeoutPerPageMs` per page. */
  timeoutMs: number;
  timeoutPerPageMs: number;
  /** V8 heap limit and resident-memory limit of a writing process, MB. */
  maxMemoryMb: number;
  /** Writing processes at most (one document each at a time); more documents wait for one. */
  concurrency: number;
  /** Where the font files are (read by the writing process). */
  fontDir?: string;
  /**
   * A long document is written by ranges of this many pages (pdf-ranges.ts); unset (the backend's
   * `PDF_WRITE_RANGE_PAGES` 0), every document is written whole. The outline, named destinations and links lead to
   * the same pages as written whole. On the 975-page bench book, ranges of 100 pages: the writing process's peak
   * 494 -> 340 MB, its CPU with qpdf's 12 -> 22 s.
   */
  rangePages?: number;
  /**
   * Only a document of more pages than this is written by ranges (default RANGES_ABOVE × `rangePages`): the writing
   * process's floor (its code, fonts, the document's blocks) is the same either way, so a few ranges save little.
   */
  rangesAbovePages?: number;
  /**
   * A writing process resident above this many MB once its document is written is retired instead of kept for the next
   * one (default RETIRE_ABOVE_MB): V8 keeps the heap a long document grew to, and an idle process would hold it.
   */
  retireAboveMb?: number;
}

/**
 * A writing process boots at ~100 MB and stays under ~150 MB with documents of tens of pages; after the 975-page bench
 * book it held ~470 MB, kept idle until its next document or IDLE_MS.
 */
const RETIRE_ABOVE_MB = 256;

/**
 * By default a document is written by ranges from this many ranges' pages up: on the 325-page bench book (ranges of
 * 100) the writing process's peak went only 256 -> 244 MB for ~80% more CPU, on the 975-page one 494 -> 340 MB.
 */
const RANGES_ABOVE = 4;
/** Ranges split ahead of a session (splitAhead) that no session took are removed after this long (ms). */
const SPLIT_AHEAD_KEEP_MS = 15 * 60_000;

/** Blocks sent to the writing process per message. */
const BLOCKS_PER_MESSAGE = 1000;
/** A writing process is retired after this many documents (memory it kept, fragmentation). */
const DOCUMENTS_PER_PROCESS = 50;
/** An idle writing process exits after this long (an idle worker holds none). */
const IDLE_MS = 10 * 60_000;
/** A process that has not loaded its code within this long is given up (a failure worth a retry, not the document's). */
const BOOT_TIMEOUT_MS = 60_000;
const MEMORY_POLL_MS = 100;
const STDERR_KEPT = 8 * 1024;

interface Writer {
  process: ChildProcess;
  ready: Promise<boolean>;
  documents: number;
  busy: boolean;
  stderr: string;
  idleTimer?: NodeJS.Timeout;
  /** The current document's handler of the process's messages and exit. */
  onMessage?: (message: PdfWriteMessage) => void;
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void;
}

/** Where the writing process's script lives and what it may read. */
function writerPaths(fontDir: string) {
  const workerFile = join(__dirname, __filename.endsWith('.ts') ? 'pdf-write.worker.ts' : 'pdf-write.worker.js');
  const packages = ['pdf-lib', '@pdf-lib/fontkit'].map((name) => realpathSync(packageDir(name)));
  return {
    workerFile,
    // The fonts: DejaVu (fontDir) and the matched typefaces' folders (Liberation), those that exist.
    // Its code: this folder and the OCR types the scanned-page cover reads (ocr-cover.util imports LOW_CONFIDENCE).
    readablePaths: [
      ...new Set([
        dirname(workerFile),
        join(dirname(workerFile), '..', 'ocr'),
        ...lookupNodeModules(dirname(workerFile)),
        ...packages,
        ...fontDirs({ dir: fontDir }).filter((dir) => existsSync(dir)),
      ]),
    ],
  };
}

/** The fields the typesetter reads: blocks from text reconstruction carry much more (sentences, runs). */
function toWire(block: TypesetBlock): WireBlock {
  const wire: WireBlock = {
    id: block.id,
    page: block.page,
    kind: block.kind,
    x: block.x,
    y: block.y,
    width: block.width,
    height: block.height,
    fontSize: block.fontSize,
    fontName: block.fontName,
    bold: block.bold,
    italic: block.italic,
    align: block.align,
    lineHeight: block.lineHeight,
    angle: block.angle,
    translatedText: block.translatedText,
  };
  if (block.marker !== undefined) wire.marker = block.marker;
  if (block.headingLevel !== undefined) wire.headingLevel = block.headingLevel;
  if (block.table !== undefined) wire.table = block.table;
  if (block.continuesSentence !== undefined) wire.continuesSentence = block.continuesSentence;
  if (block.color !== undefined) wire.color = block.color;
  if (block.keepOriginal) wire.keepOriginal = true;
  if (block.smallCaps) wire.smallCaps = true;
  if (block.inline !== undefined) wire.inline = block.inline;
  if (block.decorations !== undefined) wire.decorations = block.decorations;
  if (block.fontSerif !== undefined) wire.fontSerif = block.fontSerif;
  if (block.fontMonospace !== undefined) wire.fontMonospace = block.fontMonospace;
  const cover = block.ocrCover ?? ocrCoverOf(block);
  if (cover) wire.ocrCover = cover;
  if (block.lines) {
    wire.lines = block.lines.map((line) => ({
      x: line.x,
      text: line.text,
      ...(line.items ? { items: line.items.map((item) => ({ x: item.x, text: item.text })) } : {}),
    }));
  }
  return wire;
}

/**
 * One translated PDF being written in a writing process: `typeset` as translations come in, then `finish` for the
 * bytes, or `abort`. Bounded from `open`: the time allowed for its pages and the process's memory cap.
 */
export interface PdfWriteSession {
  typeset(blocks: readonly TypesetBlock[]): void;
  finish(): Promise<WriteTranslatedPdfResult>;
  /** Stops the document (the process is killed if it is still working on it). Safe to call at any time. */
  abort(): void;
}

/**
 * Writes translated PDFs (TranslatedPdfBuilder) in child processes, so pdf-lib's work on a customer's file is bounded
 * in time and memory and cannot take the job worker down: at most `concurrency` processes, each serving one document
 * at a time and reused for the next (code, fonts and layouts stay warm), killed at a document's time limit or memory
 * cap, retired after DOCUMENTS_PER_PROCESS documents, gone after IDLE_MS unused. The process gets no secrets, no
 * network, and reads only its code, pdf-lib and the fonts (--permission); the PDF comes and goes over IPC.
 */
export class PdfWriteRunner {
  private readonly logger: DocumentLogger;
  private readonly writers = new Set<Writer>();
  private readonly waiting: Array<{ resolve: (writer: Writer) => void; reject: (error: Error) => void }> = [];
  private paths?: ReturnType<typeof writerPaths>;
  private rangesDir?: string;
  private closed = false;
  /** Long documents split ahead of `open` (splitAhead), by source path, each dropped unused after SPLIT_AHEAD_KEEP_MS. */
  private readonly ahead = new Map<string, { language?: string; split: ReturnType<PdfWriteRunner['split']>; expiry: NodeJS.Timeout }>();

  constructor(
    private readonly limits: PdfWriteLimits,
    options: { logger?: DocumentLogger } = {},
  ) {
    this.logger = options.logger ?? CONSOLE_LOGGER;
  }

  /** Starts a writing process ahead of need when none is free (e.g. while the document is being read). */
  prepare(pages?: number): void {
    // A document written by ranges is a long one: its writing process would hold its ~100 MB beside the parser and
    // the engine while the original is read, the job's peak; it boots when the blocks are ready (a fraction of a second).
    if (pages !== undefined && this.writesByRanges(pages)) return;
    if (this.closed || [...this.writers].some((w) => !w.busy) || this.writers.size >= this.limits.concurrency) return;
    try {
      this.park(this.start());
    } catch (error) {
      this.logger.warn({ err: error }, 'could not start a PDF writing process ahead of need');
    }
  }

  /**
   * Splits a long document (one written by ranges) into its ranges now, while it is being read, instead of when its
   * session opens beside the engine's pipelines: qpdf's ~100 MB for a 40 MB book was part of the job's peak. `open`
   * with the same `sourcePath` and language takes the ranges; unused, they are removed after SPLIT_AHEAD_KEEP_MS. The
   * caller keeps its file until then, as for `open`.
   */
  splitAhead(sourcePath: string, pages: number, language?: string): void {
    const { rangePages } = this.limits;
    if (this.closed || !rangePages || !this.writesByRanges(pages) || this.ahead.has(sourcePath)) return;
    const split = this.split({ path: sourcePath }, this.limits.timeoutMs + pages * this.limits.timeoutPerPageMs, rangePages, language);
    const expiry = setTimeout(() => void this.takeAhead(sourcePath, undefined, true), SPLIT_AHEAD_KEEP_MS);
    expiry.unref?.();
    this.ahead.set(sourcePath, { language, split, expiry });
  }

  /** The ranges split ahead for this source and language, taken (once); those of another language are removed. */
  private takeAhead(
    sourcePath: string | undefined,
    language: string | undefined,
    drop = false,
  ): ReturnType<PdfWriteRunner['split']> | undefined {
    const entry = sourcePath === undefined ? undefined : this.ahead.get(sourcePath);
    if (!entry) return undefined;
    this.ahead.delete(sourcePath!);
    clearTimeout(entry.expiry);
    if (!drop && entry.language === language) return entry.split;
    void entry.split.then((split) => split && rm(split.dir, { recursive: true, force: true }));
    return undefined;
  }

  /** Whether a document of this many pages is written by ranges (a long one). */
  writesByRanges(pages: number): boolean {
    const { rangePages } = this.limits;
    return !!rangePages && pages > Math.max(rangePages, this.limits.rangesAbovePages ?? RANGES_ABOVE * rangePages);
  }

  /** Processes running (busy or idle), for tests. */
  get processIds(): number[] {
    return [...this.writers].map((w) => w.process.pid).filter((pid): pid is number => pid !== undefined);
  }

  /**
   * Starts a document: the source is loaded and its text removed in the writing process while the caller goes on
   * (e.g. translating). `blocks`: every block with its geometry (translations may be empty). `pages`: for the time
   * allowed. `bilingual`: the result is the bilingual PDF (each source page followed by its translation, bilingual.ts).
   * The source is `sourcePdf` (its bytes, sent over IPC) or `sourcePath` (a file, linked or copied into this runner's
   * folder, which the writing process reads itself: the caller holds no copy of a long document's bytes, and none
   * crosses IPC). The caller keeps its file until the session is finished or aborted.
   */
  open(params: {
    sourcePdf?: Uint8Array;
    sourcePath?: string;
    blocks: readonly TypesetBlock[];
    language?: string;
    pages: number;
    bilingual?: boolean;
  }): PdfWriteSession {
    const deadlineMs = this.limits.timeoutMs + params.pages * this.limits.timeoutPerPageMs;
    // The blocks go in messages of BLOCKS_PER_MESSAGE (one message of a long document's blocks would be buffered whole
    // on both sides), then `open`.
    const blockMessages: PdfWriteRequest[] = [];
    for (let i = 0; i < params.blocks.length; i += BLOCKS_PER_MESSAGE)
      blockMessages.push({ type: 'blocks', blocks: params.blocks.slice(i, i + BLOCKS_PER_MESSAGE).map(toWire) });
    const opening: PdfWriteRequest = {
      type: 'open',
      blocks: [],
      language: params.language,
      ...(params.bilingual ? { bilingual: true } : {}),
    };
    // A long document goes by ranges: split here (the writing process runs no programs), joined when written.
    const { rangePages } = this.limits;
    if (!params.sourcePdf === !params.sourcePath) throw new Error('open takes the source as sourcePdf or sourcePath, one of them');
    const staged = params.sourcePath ? this.stage(params.sourcePath) : undefined;
    // Failures to stage are the document's, reported when it is settled.
    staged?.catch(() => undefined);
    const ranged =
      rangePages && this.writesByRanges(params.pages)
        ? (this.takeAhead(params.sourcePath, params.language) ??
          this.split(params.sourcePdf ?? { path: params.sourcePath! }, deadlineMs, rangePages, params.language))
        : undefined;
    let split: { dir: string; ranges: SourceRange[]; prepared: PreparedSource } | undefined;
    const queued: PdfWriteRequest[] = [];
    let opened = false;
    type Outcome = { result?: WriteTranslatedPdfResult; error?: Error };
    // Scanned pages read with little confidence (their recognised runs say so), for the output notes.
    const unsure = lowConfidencePagesOf(params.blocks);
    let writer: Writer | undefined;
    let outcome: Outcome | undefined;
    let settle!: (value: Outcome) => void;
    const settled = new Promise<Outcome>((resolve) => (settle = resolve));
    let timer: NodeJS.Timeout | undefined;
    let memoryWatch: { timer: NodeJS.Timeout; probe: ResidentProbe } | undefined;
    const stopMemoryWatch = () => {
      clearInterval(memoryWatch?.timer);
      memoryWatch?.probe.close();
      memoryWatch = undefined;
    };
    let finishing = false;
    let killedFor: 'timeout' | 'memory' | 'boot' | 'aborted' | undefined;

    const done = (value: Outcome) => {
      if (outcome) return;
      outcome = value;
      clearTimeout(timer);
      stopMemoryWatch();
      void ranged?.then((split) => split && rm(split.dir, { recursive: true, force: true }));
      void staged?.then(
        (path) => rm(dirname(path), { recursive: true, force: true }),
        () => undefined,
      );
      settle(value);
      const current = writer;
      writer = undefined;
      if (!current) return;
      current.onMessage = undefined;
      current.onExit = undefined;
      // A process that failed, was killed or holds a half-written document is not reused; one that grew large is not kept.
      if (value.error) return this.retire(current);
      if ((residentMbNow(current.process.pid) ?? 0) > (this.limits.retireAboveMb ?? RETIRE_ABOVE_MB)) this.retire(current);
      else this.release(current);
    };
    const kill = (reason: 'timeout' | 'memory' | 'boot' | 'aborted') => {
      if (outcome || killedFor) return;
      killedFor = reason;
      if (writer)
        writer.process.kill('SIGKILL'); // its exit settles the document
      else if (reason === 'timeout' && opened)
        done({ error: new PdfWriteError(`the translated PDF was not written within ${deadlineMs} ms`, 'timeout') }); // joining it
      else done({ error: new PdfWriteError('the document was abandoned before a writing process was free', 'crashed') });
    };
    const sendAll = () => {
      if (!writer || outcome || timer === undefined || !opened) return;
      for (const request of queued.splice(0)) {
        writer.process.send(request, (error) => {
          // A process killed at its bound closes the channel under a send in flight: its exit reports why.
          if (error && !outcome && !killedFor)
            done({ error: new PdfWriteError(`could not reach the PDF writing process: ${error.message}`, 'crashed') });
        });
      }
    };

    void this.acquire().then(
      async (acquired) => {
        if (outcome) return this.release(acquired);
        writer = acquired;
        const written: Array<Promise<string>> = [];
        writer.onMessage = (message) => {
          if (message.type === 'range') {
            const path = join(split!.dir, `written-${message.first}.pdf`);
            written.push(writeFile(path, message.pdf).then(() => path));
          } else if (message.type === 'result') {
            const { overflows, shrunk, missingGlyphs, removal } = message;
            const report = { overflows, shrunk, missingGlyphs, removal, ...(unsure.length > 0 ? { lowConfidencePages: unsure } : {}) };
            if (written.length === 0) return done({ result: { pdf: message.pdf, ...report } });
            // The process that wrote a long document goes before its ranges are joined: what it holds is freed.
            stopMemoryWatch();
            const current = writer!;
            writer = undefined;
            current.onMessage = undefined;
            current.onExit = undefined;
            this.retire(current);
            void this.join(split!, written, params.bilingual ?? false, deadlineMs).then(
              (pdf) => done({ result: { pdf, ...report } }),
              (error: Error) => done({ error: new PdfWriteError(`the translated ranges could not be joined: ${error.message}`, 'failed') }),
            );
          } else if (message.type === 'error') {
            done({ error: new PdfWriteError(`${message.name}: ${message.message}`, 'failed') });
          }
        };
        writer.onExit = (code, signal) => {
          const stderr = acquired.stderr;
          if (killedFor === 'timeout')
            return done({ error: new PdfWriteError(`the translated PDF was not written within ${deadlineMs} ms`, 'timeout') });
          if (killedFor === 'memory' || /heap out of memory|Allocation failed|invalid array length|Reached heap limit/i.test(stderr)) {
            return done({
              error: new PdfWriteError(`the PDF writing process passed its memory cap of ${this.limits.maxMemoryMb} MB`, 'memory'),
            });
          }
          if (killedFor === 'boot')
            return done({ error: new PdfWriteError(`the PDF writing process did not start within ${BOOT_TIMEOUT_MS} ms`, 'crashed') });
          if (killedFor === 'aborted') return done({ error: new PdfWriteError('the document was abandoned', 'crashed') });
          done({
            error: new PdfWriteError(`the PDF writing process exited (code ${code}, signal ${signal}): ${lastLine(stderr)}`, 'crashed'),
          });
        };
        const boot = setTimeout(() => kill('boot'), BOOT_TIMEOUT_MS);
        const ready = await writer.ready;
        clearTimeout(boot);
        if (!ready || outcome || killedFor) return; // onExit reports it
        // The document's own bounds start now, not while a process was booting or busy with another document.
        timer = setTimeout(() => kill('timeout'), deadlineMs);
        const probe = new ResidentProbe(writer.process.pid);
        memoryWatch = {
          probe,
          timer: setInterval(() => {
            const mb = probe.mb();
            if (mb !== undefined && mb > this.limits.maxMemoryMb) kill('memory');
          }, MEMORY_POLL_MS),
        };
        split = await ranged;
        let sourcePath: string | undefined;
        try {
          sourcePath = split ? undefined : await staged;
        } catch (error) {
          return done({
            error: new PdfWriteError(`the source could not be handed to the writing process: ${(error as Error).message}`, 'crashed'),
          });
        }
        if (outcome || killedFor) return;
        const source = split ? { ranges: split.ranges } : sourcePath ? { sourcePath } : { sourcePdf: params.sourcePdf };
        queued.unshift(...blockMessages, { ...opening, ...source });
        opened = true;
        sendAll();
      },
      (error: Error) => done({ error: new PdfWriteError(`could not start a PDF writing process: ${error.message}`, 'crashed') }),
    );

    return {
      typeset: (blocks) => {
        if (outcome || finishing || blocks.length === 0) return;
        queued.push({ type: 'typeset', blocks: blocks.map(toWire) });
        sendAll();
      },
      finish: async () => {
        if (!finishing) {
          finishing = true;
          queued.push({ type: 'finish' });
          sendAll();
        }
        const { result, error } = await settled;
        if (error) throw error;
        return result!;
      },
      abort: () => kill('aborted'),
    };
  }

  /**
   * The source in ranges of `rangePages` pages, in a folder of its own (with the source readied for the join: its
   * destinations name pages by number, its /Lang is `language`); undefined, and the document written whole, when qpdf
   * cannot split it.
   */
  private async split(
    sourcePdf: Uint8Array | { path: string },
    timeoutMs: number,
    rangePages: number,
    language: string | undefined,
  ): Promise<{ dir: string; ranges: SourceRange[]; prepared: PreparedSource } | undefined> {
    const dir = await mkdtemp(join(this.workDir(), 'ranges-'));
    try {
      const original = join(dir, 'source.pdf');
      if (sourcePdf instanceof Uint8Array) await writeFile(original, sourcePdf);
      else await copyFile(sourcePdf.path, original);
      const prepared = await prepareSourcePdf({ source: original, out: join(dir, 'prepared.pdf'), language, dir, timeoutMs });
      if (prepared.path !== original) await rm(original, { force: true });
      await mkdir(join(dir, 'ranges'));
      const files = await splitPdf(prepared.path, join(dir, 'ranges'), rangePages, timeoutMs);
      const ranges: SourceRange[] = [];
      for (const [i, file] of files.entries()) {
        if (file.first !== (files[i - 1]?.last ?? 0) + 1) throw new Error(`the ranges do not follow each other at page ${file.first}`);
        ranges.push({ first: file.first, pdf: file.path }); // the writing process reads them from there, one at a time
      }
      return { dir, ranges, prepared };
    } catch (error) {
      this.logger.warn({ err: error }, 'the PDF could not be split in ranges: it is written whole');
      await rm(dir, { recursive: true, force: true });
      return undefined;
    }
  }

  /**
   * The source file in a folder of its own under this runner's folder, which the writing processes may read: a hard
   * link when both are on one file system, else a copy. Answers its path there.
   */
  private async stage(sourcePath: string): Promise<string> {
    const dir = await mkdtemp(join(this.workDir(), 'source-'));
    const path = join(dir, 'source.pdf');
    try {
      await link(sourcePath, path).catch(() => copyFile(sourcePath, path));
      return path;
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }

  /** The written ranges joined in page order, the source's catalog and destinations kept (pdf-ranges.ts). */
  private async join(
    split: { dir: string; prepared: PreparedSource },
    written: Array<Promise<string>>,
    bilingual: boolean,
    timeoutMs: number,
  ) {
    const parts = await Promise.all(written);
    const out = join(split.dir, 'translated.pdf');
    await joinPdfRanges({ source: split.prepared, parts, out, bilingual, dir: split.dir, timeoutMs });
    return new Uint8Array(await readFile(out));
  }

  /**
   * This runner's folder for long documents' ranges (created on first use, removed by `close`): the writing
   * processes may read it.
   */
  private workDir(): string {
    this.rangesDir ??= mkdtempSync(join(tmpdir(), 'pt-pdf-write-'));
    return this.rangesDir;
  }

  /** Ends every process (the backend calls it on shutdown, after the job workers stopped). */
  close(): void {
    this.closed = true;
    for (const { expiry } of this.ahead.values()) clearTimeout(expiry);
    this.ahead.clear();
    if (this.rangesDir) rmSync(this.rangesDir, { recursive: true, force: true });
    for (const writer of [...this.writers]) this.retire(writer);
    for (const next of this.waiting.splice(0)) next.reject(new Error('the PDF writer is closed'));
  }

  private acquire(): Promise<Writer> {
    if (this.closed) return Promise.reject(new Error('the PDF writer is closed'));
    const idle = [...this.writers].find((w) => !w.busy);
    if (idle) return Promise.resolve(this.claim(idle));
    if (this.writers.size < this.limits.concurrency) return Promise.resolve(this.claim(this.start()));
    return new Promise((resolve, reject) => this.waiting.push({ resolve: (writer) => resolve(this.claim(writer)), reject }));
  }

  private claim(writer: Writer): Writer {
    clearTimeout(writer.idleTimer);
    writer.busy = true;
    writer.documents++;
    holdOpen(writer.process, true);
    return writer;
  }

  /** A process done with a document: to the next waiting document, else idle (or retired when it has served enough). */
  private release(writer: Writer): void {
    writer.busy = false;
    if (this.closed || writer.documents >= DOCUMENTS_PER_PROCESS || !this.writers.has(writer)) {
      this.retire(writer);
      return;
    }
    const next = this.waiting.shift();
    if (next) return next.resolve(writer);
    this.park(writer);
  }

  private park(writer: Writer): void {
    holdOpen(writer.process, false); // an idle process does not keep this one alive
    clearTimeout(writer.idleTimer);
    writer.idleTimer = setTimeout(() => this.retire(writer), IDLE_MS);
    writer.idleTimer.unref();
  }

  private retire(writer: Writer): void {
    clearTimeout(writer.idleTimer);
    this.writers.delete(writer);
    if (writer.process.exitCode === null && writer.process.signalCode === null) writer.process.kill('SIGKILL');
    // A document waiting for a process gets a new one.
    const next = this.waiting.shift();
    if (!next) return;
    if (this.closed) return next.reject(new Error('the PDF writer is closed'));
    try {
      next.resolve(this.start());
    } catch (error) {
      next.reject(error as Error);
    }
  }

  private start(): Writer {
    this.paths ??= writerPaths(this.limits.fontDir ?? DEJAVU_DIR);
    const { workerFile, readablePaths } = this.paths;
    const child = fork(workerFile, [], {
      execArgv: [
        `--max-old-space-size=${this.limits.maxMemoryMb}`,
        // A young generation of 2 MB semi-spaces (V8 grows them to 16–64 MB): the writer makes short-lived objects in
        // bulk (parsed objects, measured words), and on the 975-page bench book large semi-spaces kept ~120 MB more
        // resident (511 MB against 386 MB at its peak) for no gain in time.
        '--max-semi-space-size=2',
        '--no-warnings',
        '--permission',
        ...[...readablePaths, this.workDir()].map((path) => `--allow-fs-read=${path}`),
      ],
      // No secrets from our environment reach the process that handles customers' files.
      env: { PT_PDF_WRITER: '1' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    killWhenThisProcessExits(child);
    const writer: Writer = {
      process: child,
      documents: 0,
      busy: false,
      stderr: '',
      ready: new Promise<boolean>((resolve) => {
        child.on('message', (message: PdfWriteMessage) => {
          if (message.type === 'ready') resolve(true);
          else writer.onMessage?.(message);
        });
        child.once('exit', () => resolve(false));
      }),
    };
    child.on('error', (error) => this.logger.warn({ err: error }, 'PDF writing process error'));
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      writer.stderr = (writer.stderr + chunk).slice(-STDERR_KEPT);
    });
    child.once('exit', (code, signal) => {
      this.writers.delete(writer);
      clearTimeout(writer.idleTimer);
      writer.onExit?.(code, signal);
    });
    this.writers.add(writer);
    return writer;
  }
}
