import { ChildProcess, fork } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
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
import type { PdfParseMode, PdfWorkerErrorCode, PdfWorkerMessage, PdfWorkerRequest } from './pdf.types';

/** Text runs on one page; real pages have a few thousand at most. */
const MAX_ITEMS_PER_PAGE = 50_000;
/** JSON the parent accepts from one parse: an analysis is small, an extraction holds every text run. */
const MAX_OUTPUT_BYTES: Record<PdfParseMode, number> = { analyze: 16 * 1024 * 1024, extract: 256 * 1024 * 1024 };
const STDERR_KEPT = 8 * 1024;
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

export interface PdfParseOptions {
  /** Extraction streams pages: each is handed over as soon as the child has read it. */
  onPage?: (json: string) => void;
}

/** The folder of an installed package (some packages do not export their package.json). */
function packageDir(name: string): string {
  const entry = require.resolve(name);
  const marker = `${sep}node_modules${sep}${name}${sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`cannot locate the ${name} package from ${entry}`);
  return entry.slice(0, at + marker.length - 1);
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
    readablePaths: [...new Set([dirname(workerFile), ...lookupNodeModules(dirname(workerFile)), realpathSync(pdfjsDir), realpathSync(tinyldDir)])],
    cMapDir: join(pdfjsDir, 'cmaps'),
    standardFontDir: join(pdfjsDir, 'standard_fonts'),
  };
}

/** The existing node_modules folders Node's resolver walks through from `dir` up to the root. */
function lookupNodeModules(dir: string): string[] {
  const found: string[] = [];
  for (let current = dir; ; current = dirname(current)) {
    const candidate = join(current, 'node_modules');
    if (existsSync(candidate)) found.push(candidate);
    if (dirname(current) === current) return found;
  }
}

/**
 * Runs pdf.js on an untrusted file in a child process with bounds, at most `concurrency` at once (the others
 * wait their turn). The API process only waits on I/O, so a hostile PDF can slow its own answer, never the API.
 */
@Injectable()
export class PdfParseRunner implements OnModuleDestroy {
  private readonly logger = new Logger(PdfParseRunner.name);
  private readonly limits: PdfParseLimits;
  private readonly paths = workerPaths();
  private readonly children = new Set<ChildProcess>();
  private readonly queue: Array<() => void> = [];
  private active = 0;

  constructor(config: AppConfig) {
    this.limits = {
      timeoutMs: config.PDF_PARSE_TIMEOUT_MS,
      timeoutPerPageMs: config.PDF_PARSE_TIMEOUT_PER_PAGE_MS,
      maxMemoryMb: config.PDF_PARSE_MAX_MEMORY_MB,
      maxPages: config.UPLOAD_MAX_PAGES,
      concurrency: config.PDF_PARSE_CONCURRENCY,
    };
  }

  /** Parses running now. */
  get running(): number {
    return this.active;
  }

  /** Parses waiting for a free slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Resolves with the worker's result JSON; rejects with a PdfError. */
  async run(mode: PdfParseMode, filePath: string, options: PdfParseOptions = {}): Promise<string> {
    await this.acquire();
    try {
      return await this.spawn(mode, resolve(filePath), options);
    } finally {
      this.release();
    }
  }

  onModuleDestroy(): void {
    for (const child of this.children) child.kill('SIGKILL');
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
    if (next) next(); // the slot passes straight to the next parse
    else this.active--;
  }

  private spawn(mode: PdfParseMode, filePath: string, options: PdfParseOptions): Promise<string> {
    const { workerFile, readablePaths, cMapDir, standardFontDir } = this.paths;
    const { timeoutMs, timeoutPerPageMs, maxMemoryMb, maxPages } = this.limits;
    const request: PdfWorkerRequest = {
      mode,
      filePath,
      maxPages,
      maxItemsPerPage: MAX_ITEMS_PER_PAGE,
      cMapDir,
      standardFontDir,
    };
    const maxOutput = MAX_OUTPUT_BYTES[mode];

    return new Promise<string>((resolvePromise, rejectPromise) => {
      const started = Date.now();
      let child: ChildProcess;
      try {
        child = fork(workerFile, [], {
          execArgv: [
            `--max-old-space-size=${maxMemoryMb}`,
            '--disallow-code-generation-from-strings',
            '--no-warnings',
            '--permission',
            ...readablePaths.map((path) => `--allow-fs-read=${path}`),
            `--allow-fs-read=${filePath}`,
          ],
          // No secrets from our environment reach the process that reads hostile files.
          env: { PT_PDF_WORKER: '1' },
          stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
          serialization: 'advanced',
        });
      } catch (error) {
        rejectPromise(new PdfParserFailedError(`could not start the PDF parser: ${(error as Error).message}`));
        return;
      }
      this.children.add(child);

      let stderr = '';
      let outputBytes = 0;
      let deadlineMs = timeoutMs;
      let killedFor: 'timeout' | 'memory' | 'output' | undefined;
      let result: string | undefined;
      let failure: PdfError | undefined;
      let settled = false;

      const kill = (reason: 'timeout' | 'memory' | 'output') => {
        if (killedFor || result !== undefined || failure) return;
        killedFor = reason;
        child.kill('SIGKILL');
      };
      let timer = setTimeout(() => kill('timeout'), deadlineMs);
      const memoryWatch = setInterval(() => {
        void residentMb(child.pid).then((mb) => {
          if (mb !== undefined && mb > maxMemoryMb) kill('memory');
        });
      }, MEMORY_POLL_MS);

      const finish = (error?: PdfError, value?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(memoryWatch);
        this.children.delete(child);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        if (error) rejectPromise(error);
        else resolvePromise(value!);
      };

      child.stderr!.setEncoding('utf8');
      child.stderr!.on('data', (chunk: string) => {
        if (stderr.length < STDERR_KEPT) stderr += chunk.slice(0, STDERR_KEPT - stderr.length);
      });

      child.on('message', (message: PdfWorkerMessage) => {
        if (settled || killedFor) return;
        switch (message.type) {
          case 'ready':
            child.send(request);
            break;
          case 'meta':
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
                failure = new PdfParserFailedError(`page consumer failed: ${(error as Error).message}`);
                finish(failure);
              }
            } else {
              result = message.json;
              finish(undefined, result);
            }
            break;
          case 'error':
            failure = errorFor(message.code, message.message, maxPages);
            finish(failure);
            break;
        }
      });

      child.on('error', (error) => {
        finish(new PdfParserFailedError(`PDF parser process error: ${error.message}`));
      });

      child.on('close', (code, signal) => {
        if (settled) return;
        const elapsed = Date.now() - started;
        if (killedFor === 'timeout') return finish(new PdfParseTimeoutError(deadlineMs));
        if (killedFor === 'memory') return finish(new PdfTooComplexError(`memory cap of ${maxMemoryMb} MB reached after ${elapsed} ms`));
        if (killedFor === 'output') return finish(new PdfTooComplexError(`output cap of ${maxOutput} bytes reached`));
        if (/heap out of memory|Allocation failed|invalid array length|Reached heap limit/i.test(stderr)) {
          return finish(new PdfTooComplexError(`heap cap of ${maxMemoryMb} MB reached: ${lastLine(stderr)}`));
        }
        this.logger.error({ code, signal, stderr: stderr.slice(-2000) }, 'PDF parser exited without an answer');
        finish(new PdfParserFailedError(`PDF parser exited (code ${code}, signal ${signal}) without an answer: ${lastLine(stderr)}`));
      });
    });
  }
}

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

/** Resident set size of a process in MB, from /proc on Linux; undefined elsewhere or once it has exited. */
async function residentMb(pid: number | undefined): Promise<number | undefined> {
  if (!pid || process.platform !== 'linux') return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function lastLine(text: string): string {
  return text.trim().split('\n').pop()?.slice(0, 300) ?? '';
}
