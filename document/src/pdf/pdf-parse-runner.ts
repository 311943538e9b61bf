/* eslint-disable max-lines -- the parent side of the sandboxed parse in one class: starting the child and its warm spare, its bounds (time, memory, output), pdftotext beside it, and the mapping of its failures to the intake's errors. */
import { ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { copyFile, link, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  PdfDamagedError,
  PdfEncryptedError,
  PdfError,
  PdfNoPagesError,
  PdfNotAPdfError,
  PdfParserFailedError,
  PdfParseTimeoutError,
  PdfTooComplexError,
  PdfTooManyPagesError,
} from './pdf-errors';
import type { PdfParseMode, PdfWorkerErrorCode, PdfWorkerMessage, PdfWorkerPrepare, PdfWorkerRequest, PdfWorkerTexts } from './pdf.types';
import { popplerPageTexts } from './poppler-text';
import { holdOpen, killWhenThisProcessExits, lastLine, lookupNodeModules, packageDir, ResidentProbe } from '../child-process.util';
import { CONSOLE_LOGGER, type DocumentLogger } from '../logger';

/** Text runs on one page; real pages have a few thousand at most. */
const MAX_ITEMS_PER_PAGE = 50_000;
/** JSON the parent accepts from one parse: the analysis and its image-only pages, or every text run of the document. */
const MAX_OUTPUT_BYTES: Record<PdfParseMode, number> = { intake: 16 * 1024 * 1024, extract: 256 * 1024 * 1024 };
const STDERR_KEPT = 8 * 1024;
/**
 * Intake: pdftotext is given this much CPU time plus POPPLER_MS_PER_PAGE a page (it reads ~2 ms a page) once the page
 * count is known; past it, pdf.js reads the text in the time left. A file that keeps poppler busy (a decompression
 * bomb) then meets pdf.js's bounds and errors, as every file did before pdftotext was used. CPU time, not time on the
 * clock: on a loaded machine a 325-page book's pdftotext took over the 13 s it was given on the clock, and pdf.js then
 * read every page again (~8 s of CPU more, when the machine had least to spare).
 */
const POPPLER_BASE_MS = 5_000;
const POPPLER_MS_PER_PAGE = 25;
const MEMORY_POLL_MS = 50;

export interface PdfParseLimits {
  /** Wall-clock limit before the page count is known, then extended by `timeoutPerPageMs` per page. */
  timeoutMs: number;
  timeoutPerPageMs: number;
  /** V8 heap limit and resident-memory limit of the parsing process. */
  maxMemoryMb: number;
  maxPages: number;
  concurrency: number;
}

/** The bounds used when nothing else is given (the backend passes its own, from AppConfig). */
export const DEFAULT_PDF_PARSE_LIMITS: PdfParseLimits = {
  timeoutMs: 60_000,
  timeoutPerPageMs: 100,
  maxMemoryMb: 512,
  maxPages: 1000,
  concurrency: 2,
};

export interface PdfParseOptions {
  /** Extraction streams pages: each is handed over as soon as the child has read it (intake: the image-only ones). */
  onPage?: (json: string) => void;
  /** Extraction: count images on every page (default true; costs a second pass over each page). */
  countImages?: boolean;
}

/** Where the worker script and the packages it may read live, resolved once. */
function workerPaths() {
  // Under ts (tests, `nest start` in watch mode) run the TypeScript worker with Node's type stripping.
  const workerFile = join(__dirname, __filename.endsWith('.ts') ? 'pdf-parse.worker.ts' : 'pdf-parse.worker.js');
  const pdfjsDir = packageDir('pdfjs-dist');
  const tinyldDir = packageDir('tinyld');
  return {
    workerFile,
    // The worker's folder, the node_modules folders its imports are looked up in, and the real paths of the
    // two packages it loads (installs may link them from elsewhere).
    readablePaths: [
      ...new Set([dirname(workerFile), ...lookupNodeModules(dirname(workerFile)), realpathSync(pdfjsDir), realpathSync(tinyldDir)]),
    ],
    cMapDir: join(pdfjsDir, 'cmaps'),
    standardFontDir: join(pdfjsDir, 'standard_fonts'),
  };
}

/** The name of the file in a parsing process's inbox folder. */
const INBOX_FILE = 'document.pdf';
/** Parsing processes started ahead of need (pdf.js loaded), so a parse does not wait for one to boot. */
const SPARE_CHILDREN = 1;
/** A spare nobody needed for this long exits (an idle server holds no parser process). */
const SPARE_IDLE_MS = 10 * 60_000;

/** A started parsing process with its own inbox folder (the only place it may read a document from). */
interface ParserChild {
  process: ChildProcess;
  inbox: string;
  /** Resolves once the process said it is ready (pdf.js loaded); false when it exited first. */
  ready: Promise<boolean>;
  stderr: string;
  idleTimer?: NodeJS.Timeout;
  /** Told an intake is coming: it loads tinyld's language model while it waits. */
  preparedForIntake?: boolean;
}

/**
 * Runs pdf.js on an untrusted file in child processes with bounds, at most `concurrency` at once (the others wait
 * their turn). The API process only waits on I/O, so a hostile PDF can slow its own answer, never the API.
 *
 * Each process reads one file and exits. A spare is started ahead of need once an intake has parsed, or when an upload
 * starts coming in (pdf.js loaded, nothing read yet), so a parse starts at once; the file is hard-linked (or copied) into the
 * process's own folder, which is all it may read besides code.
 *
 * One process per file, also for long extractions: splitting the pages over two processes was measured to double
 * the CPU spent (most of a parse is pdf.js getting up to speed in a fresh process), which a machine whose cores the
 * engine keeps busy pays in full.
 */
export class PdfParseRunner {
  private readonly logger: DocumentLogger;
  private readonly limits: PdfParseLimits;
  private readonly paths = workerPaths();
  /** Processes parsing a file now. */
  private readonly children = new Set<ChildProcess>();
  private readonly spares: ParserChild[] = [];
  private readonly queue: Array<() => void> = [];
  private inboxRoot?: string;
  /** The mode of the last parse started: a spare started after an intake is prepared for the next one. */
  private lastMode?: PdfParseMode;
  private active = 0;
  private destroyed = false;

  constructor(limits: Partial<PdfParseLimits> = {}, options: { logger?: DocumentLogger } = {}) {
    this.limits = { ...DEFAULT_PDF_PARSE_LIMITS, ...limits };
    this.logger = options.logger ?? CONSOLE_LOGGER;
  }

  /** Parses running now. */
  get running(): number {
    return this.active;
  }

  /** Parses waiting for a free slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Processes started ahead of need and not used yet. */
  get spareCount(): number {
    return this.spares.length;
  }

  /**
   * Resolves with the worker's result JSON; rejects with a PdfError. A spare that died while it waited (before it was
   * handed the file, so not the file's doing) is replaced once by a new process.
   */
  async run(mode: PdfParseMode, filePath: string, options: PdfParseOptions = {}): Promise<string> {
    await this.acquire();
    this.lastMode = mode;
    try {
      for (let replaced = false; ; replaced = true) {
        let child: ParserChild;
        let spare: boolean;
        try {
          ({ child, spare } = this.takeChild(replaced));
        } catch (error) {
          throw new PdfParserFailedError(`could not start the PDF parser: ${(error as Error).message}`);
        }
        try {
          return await this.runChild(child, mode, resolve(filePath), options);
        } catch (error) {
          if (!(error instanceof ParserGoneBeforeRequest) || !spare || this.destroyed) throw error;
          this.logger.warn({ err: error }, 'a spare PDF parser was gone before it got the file: starting another');
        }
      }
    } finally {
      this.release();
      // An extraction is a translation job's, which then keeps the machine's cores and memory busy (engine, writer):
      // a spare started now would boot during the job (~0.2–0.35 s of CPU) and wait through it holding ~90 MB (a third
      // of the margin of a 1,000-page job). The next upload starts its spare as its bytes come in (prepare).
      if (mode === 'intake') this.replenish();
    }
  }

  /**
   * A parse of `mode` is coming (the backend calls it when an upload starts coming in, before its bytes are read): a
   * spare is started if there is none, and told, so that it loads what the intake needs beyond pdf.js (tinyld's
   * language model: ~0.15 s of CPU on the parsing process's one thread, which was on the quote's path) while the upload
   * comes in. A spare started after an intake is told at once (the next parse of a process that took an upload is
   * likely another). The model holds ~35 MB more in a waiting spare; an extraction that takes such a spare peaks
   * ~20–35 MB higher (the model's decoding garbage is reused by the parse).
   */
  prepare(mode: PdfParseMode): void {
    if (mode !== 'intake' || this.destroyed) return;
    this.replenish();
    const spare = this.spares.find((candidate) => !candidate.preparedForIntake);
    if (spare) this.tellIntakeComing(spare);
  }

  private tellIntakeComing(spare: ParserChild): void {
    spare.preparedForIntake = true;
    const message: PdfWorkerPrepare = { type: 'prepare', mode: 'intake' };
    void spare.ready.then((ready) => {
      if (ready && spare.process.connected) spare.process.send(message, () => undefined);
    });
  }

  /** Kills the parsing processes and removes their folders (the backend calls it on shutdown). */
  close(): void {
    this.destroyed = true;
    for (const child of this.children) child.kill('SIGKILL');
    for (const spare of this.spares.splice(0)) this.discard(spare);
    if (this.inboxRoot) rmSync(this.inboxRoot, { recursive: true, force: true });
  }

  private acquire(): Promise<void> {
    if (this.active < this.limits.concurrency) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolveSlot) => this.queue.push(resolveSlot));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next)
      next(); // the slot passes straight to the next parse
    else this.active--;
  }

  /** A spare that is still alive (unless `fresh`), else a new process. */
  private takeChild(fresh: boolean): { child: ParserChild; spare: boolean } {
    while (!fresh && this.spares.length > 0) {
      const spare = this.spares.shift()!;
      clearTimeout(spare.idleTimer);
      if (spare.process.exitCode === null && spare.process.signalCode === null) {
        holdOpen(spare.process, true);
        return { child: spare, spare: true };
      }
      this.discard(spare);
    }
    return { child: this.startChild(), spare: false };
  }

  /** Starts spares up to SPARE_CHILDREN (only once parsing has been used: a process that never parses starts none). */
  private replenish(): void {
    while (!this.destroyed && this.spares.length < Math.min(SPARE_CHILDREN, this.limits.concurrency)) {
      let spare: ParserChild;
      try {
        spare = this.startChild();
      } catch (error) {
        this.logger.warn({ err: error }, 'could not start a spare PDF parser');
        return;
      }
      spare.idleTimer = setTimeout(() => {
        const at = this.spares.indexOf(spare);
        if (at >= 0) this.spares.splice(at, 1);
        this.discard(spare);
      }, SPARE_IDLE_MS);
      spare.idleTimer.unref();
      spare.process.once('exit', () => {
        const at = this.spares.indexOf(spare);
        if (at >= 0) {
          this.spares.splice(at, 1);
          clearTimeout(spare.idleTimer);
          this.discard(spare);
        }
      });
      holdOpen(spare.process, false); // a waiting spare does not keep this process alive
      this.spares.push(spare);
      if (this.lastMode === 'intake') this.tellIntakeComing(spare);
    }
  }

  private startChild(): ParserChild {
    const { workerFile, readablePaths } = this.paths;
    this.inboxRoot ??= mkdtempSync(join(tmpdir(), 'pt-pdf-parse-'));
    const inbox = mkdtempSync(join(this.inboxRoot, 'c-'));
    let child: ChildProcess;
    try {
      child = fork(workerFile, [], {
        execArgv: [
          `--max-old-space-size=${this.limits.maxMemoryMb}`,
          '--disallow-code-generation-from-strings',
          '--no-warnings',
          '--permission',
          ...readablePaths.map((path) => `--allow-fs-read=${path}`),
          `--allow-fs-read=${inbox}`,
        ],
        // No secrets from our environment reach the process that reads hostile files.
        env: { PT_PDF_WORKER: '1' },
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        serialization: 'advanced',
      });
    } catch (error) {
      rmSync(inbox, { recursive: true, force: true });
      throw error;
    }
    killWhenThisProcessExits(child);
    const parser: ParserChild = {
      process: child,
      inbox,
      stderr: '',
      ready: new Promise<boolean>((resolveReady) => {
        const onMessage = (message: PdfWorkerMessage) => {
          if (message.type !== 'ready') return;
          child.off('message', onMessage);
          resolveReady(true);
        };
        child.on('message', onMessage);
        child.once('exit', () => resolveReady(false));
        child.once('error', () => resolveReady(false));
      }),
    };
    child.on('error', () => undefined); // reported by the run through 'close' or a failed send
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (parser.stderr.length < STDERR_KEPT) parser.stderr += chunk.slice(0, STDERR_KEPT - parser.stderr.length);
    });
    child.once('close', () => rmSync(inbox, { recursive: true, force: true }));
    return parser;
  }

  private discard(parser: ParserChild): void {
    clearTimeout(parser.idleTimer);
    if (parser.process.exitCode === null && parser.process.signalCode === null) parser.process.kill('SIGKILL');
    rmSync(parser.inbox, { recursive: true, force: true });
  }

  /** One process reads its part of the file: bounded in time, memory and output. */
  private runChild(parser: ParserChild, mode: PdfParseMode, filePath: string, options: PdfParseOptions): Promise<string> {
    const { cMapDir, standardFontDir } = this.paths;
    const { timeoutMs, timeoutPerPageMs, maxMemoryMb, maxPages } = this.limits;
    const child = parser.process;
    const maxOutput = MAX_OUTPUT_BYTES[mode];
    this.children.add(child);

    return new Promise<string>((resolvePromise, rejectPromise) => {
      const started = Date.now();
      let deadlineMs = timeoutMs;
      let outputBytes = 0;
      let killedFor: 'timeout' | 'memory' | 'output' | undefined;
      let settled = false;
      /** The process said it has the request (before that, it has not read the file). */
      let handedOver = false;

      const kill = (reason: 'timeout' | 'memory' | 'output') => {
        if (killedFor || settled) return;
        killedFor = reason;
        child.kill('SIGKILL');
      };
      let timer = setTimeout(() => kill('timeout'), deadlineMs);
      const probe = new ResidentProbe(child.pid);
      const memoryWatch = setInterval(() => {
        const mb = probe.mb();
        if (mb !== undefined && mb > maxMemoryMb) kill('memory');
      }, MEMORY_POLL_MS);

      // Intake: pdftotext reads the pages' text alongside (the parser uses it for most pages), ended with the parse.
      const poppler = new AbortController();
      // Its pages go to the process as they are written, once the process has the request.
      let requestSent = false;
      const early: string[] = [];
      // A process that has not said it has the request read nothing of the file: another may take it (run()).
      const sendTexts = (message: PdfWorkerTexts) =>
        child.send(message, (error) => {
          if (!error) return;
          const reason = `could not hand the text to the PDF parser: ${error.message}`;
          finish(handedOver ? new PdfParserFailedError(reason) : new ParserGoneBeforeRequest(reason));
        });
      const onPages = (pages: string[]) => {
        if (settled || killedFor) return;
        if (requestSent) sendTexts({ type: 'texts', texts: pages, done: false, ok: true });
        else early.push(...pages);
      };
      /** pdftotext's CPU budget: none until the page count is known (the parse's own deadline bounds it meanwhile). */
      let popplerCpuMs = Infinity;
      // The page count, once pdf.js has opened the document: a long one is read by two pdftotext processes.
      let countPages: (count: number) => void = () => undefined;
      const pageCount = new Promise<number>((resolve) => (countPages = resolve));
      let texts: Promise<string[] | null> | undefined;
      const readTexts = () =>
        (texts ??= popplerPageTexts(
          filePath,
          { timeoutMs, maxMemoryMb, maxPages, maxCpuMs: () => popplerCpuMs },
          poppler.signal,
          onPages,
          pageCount,
        ));

      const finish = (error?: Error, value?: string) => {
        if (settled) return;
        settled = true;
        poppler.abort();
        clearTimeout(timer);
        clearInterval(memoryWatch);
        probe.close();
        this.children.delete(child);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        if (error) rejectPromise(error);
        else resolvePromise(value!);
      };

      child.on('message', (message: PdfWorkerMessage) => {
        if (settled || killedFor) return;
        switch (message.type) {
          case 'received':
            handedOver = true;
            break;
          case 'meta':
            if (mode === 'intake') popplerCpuMs = POPPLER_BASE_MS + message.pageCount * POPPLER_MS_PER_PAGE;
            countPages(message.pageCount);
            // The process has read the whole file by now: its copy in the inbox goes at once (none is left behind
            // if this process dies before the parse ends).
            void rm(join(parser.inbox, INBOX_FILE), { force: true }).catch(() => undefined);
            // Bigger documents get more time: the base allowance plus a share per page.
            deadlineMs = timeoutMs + message.pageCount * timeoutPerPageMs;
            clearTimeout(timer);
            timer = setTimeout(() => kill('timeout'), Math.max(0, started + deadlineMs - Date.now()));
            break;
          case 'page':
          case 'result':
            outputBytes += message.json.length;
            if (outputBytes > maxOutput) {
              kill('output');
              break;
            }
            if (message.type === 'page') {
              try {
                options.onPage?.(message.json);
              } catch (error) {
                finish(new PdfParserFailedError(`page consumer failed: ${(error as Error).message}`));
              }
            } else {
              finish(undefined, message.json);
            }
            break;
          case 'error':
            finish(errorFor(message.code, message.message, maxPages));
            break;
        }
      });

      child.on('close', (code, signal) => {
        if (settled) return;
        const elapsed = Date.now() - started;
        if (killedFor === 'timeout') return finish(new PdfParseTimeoutError(deadlineMs));
        if (killedFor === 'memory') return finish(new PdfTooComplexError(`memory cap of ${maxMemoryMb} MB reached after ${elapsed} ms`));
        if (killedFor === 'output') return finish(new PdfTooComplexError(`output cap of ${maxOutput} bytes reached`));
        if (/heap out of memory|Allocation failed|invalid array length|Reached heap limit/i.test(parser.stderr)) {
          return finish(new PdfTooComplexError(`heap cap of ${maxMemoryMb} MB reached: ${lastLine(parser.stderr)}`));
        }
        if (!handedOver)
          return finish(new ParserGoneBeforeRequest(`PDF parser exited (code ${code}, signal ${signal}) before it got the file`));
        this.logger.error({ code, signal, stderr: parser.stderr.slice(-2000) }, 'PDF parser exited without an answer');
        finish(
          new PdfParserFailedError(`PDF parser exited (code ${code}, signal ${signal}) without an answer: ${lastLine(parser.stderr)}`),
        );
      });

      // The file goes into the process's own folder, then the request: once pdf.js is loaded (a spare: at once).
      void (async () => {
        const inboxFile = join(parser.inbox, INBOX_FILE);
        try {
          await link(filePath, inboxFile).catch(() => copyFile(filePath, inboxFile));
        } catch (error) {
          return finish(new PdfParserFailedError(`could not hand the file to the PDF parser: ${(error as Error).message}`));
        }
        // pdftotext starts once a ready process has the request (a spare), not before: starting a process costs this
        // thread ~10 ms (30 on a busy machine), which the parse's start, the page count and so the second pdftotext
        // process waited for. A process still booting is not waited for: pdftotext reads meanwhile.
        const booting = (await Promise.race([parser.ready, Promise.resolve(BOOTING)])) === BOOTING;
        if (booting && mode === 'intake') void readTexts();
        if (!(await parser.ready) || settled || killedFor) return; // 'close' reports it
        const request: PdfWorkerRequest = {
          mode,
          filePath: inboxFile,
          countImages: options.countImages ?? true,
          maxPages,
          maxItemsPerPage: MAX_ITEMS_PER_PAGE,
          cMapDir,
          standardFontDir,
        };
        child.send(request, (error) => {
          if (error) finish(new ParserGoneBeforeRequest(`could not reach the PDF parser: ${error.message}`));
        });
        if (mode !== 'intake') return;
        requestSent = true;
        if (early.length > 0) sendTexts({ type: 'texts', texts: early.splice(0), done: false, ok: true });
        const ok = (await readTexts()) !== null;
        if (settled || killedFor) return;
        sendTexts({ type: 'texts', texts: [], done: true, ok });
      })();
    });
  }
}

/** Promise.race's answer for a process not ready yet (runChild). */
const BOOTING = Symbol('booting');

/** The process ended before it received the request: nothing of the file was read (run() may use another). */
class ParserGoneBeforeRequest extends PdfParserFailedError {}

function errorFor(code: PdfWorkerErrorCode, message: string, maxPages: number): PdfError {
  switch (code) {
    case 'not_a_pdf':
      return new PdfNotAPdfError(message);
    case 'encrypted':
      return new PdfEncryptedError(message);
    case 'damaged':
      return new PdfDamagedError(message);
    case 'no_pages':
      return new PdfNoPagesError();
    case 'too_many_pages':
      return new PdfTooManyPagesError(maxPages);
    case 'too_complex':
      return new PdfTooComplexError(message);
    case 'internal':
      return new PdfParserFailedError(message);
    default:
      return new PdfParserFailedError(`unknown worker error ${String(code)}: ${message}`);
  }
}
