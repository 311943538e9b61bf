import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { ResidentProbe } from '../child-process.util';

const MEMORY_POLL_MS = 50;
/** Text accepted from pdftotext for one document (a 1,000-page book gives a few MB); more is refused (null). */
export const MAX_POPPLER_TEXT_BYTES = 64 * 1024 * 1024;

export interface PopplerTextLimits {
  /** Wall-clock limit of the pdftotext process. */
  timeoutMs: number;
  /** Resident memory of the pdftotext process (polled from /proc; killed above it). */
  maxMemoryMb: number;
  /** Pages read at most (`-l`): a longer document is refused by the parser anyway. */
  maxPages: number;
  /**
   * CPU time the pdftotext process may spend (ms), asked at each poll (the caller may raise it once it knows the page
   * count); none when absent. Time on the processor, not on the clock: a busy machine does not stop a sound file.
   */
  maxCpuMs?: () => number;
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on every Linux the product runs on). */
const CLOCK_TICKS = 100;

/** CPU milliseconds (user and system) a process has spent, from /proc; undefined once it is gone. */
export async function cpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS; // utime, stime: fields 14 and 15 of stat(5)
  } catch {
    return undefined;
  }
}

/** A document with at least this many pages left to read is read by two pdftotext processes, one half each. */
export const SPLIT_FROM_PAGES = 40;

/** One pdftotext process over pages first..last: its pages as written, bounded like the whole read. */
interface PdftotextRun {
  /** Pages written so far. */
  readonly written: number;
  /** Ends the process; its answer is then whatever it wrote (the caller decides what it is worth). */
  stop(): void;
  /** true when the process ended on its own with every page it wrote whole; false when stopped, bounded or failed. */
  readonly done: Promise<boolean>;
}

function runPdftotext(
  filePath: string,
  first: number,
  last: number,
  limits: PopplerTextLimits,
  output: { bytes: number },
  onPages: (pages: string[]) => void,
): PdftotextRun {
  const child = spawn('pdftotext', ['-q', '-enc', 'UTF-8', '-f', String(first), '-l', String(last), filePath, '-'], {
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' },
  });
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let written = 0;
  let failed = false;
  const stop = () => {
    failed = true;
    child.kill('SIGKILL');
  };
  const timer = setTimeout(stop, limits.timeoutMs);
  const probe = new ResidentProbe(child.pid);
  const poll = setInterval(() => {
    const mb = probe.mb();
    if (mb !== undefined && mb > limits.maxMemoryMb) stop();
    if (limits.maxCpuMs)
      void cpuMs(child.pid).then((ms) => {
        if (ms !== undefined && ms > limits.maxCpuMs!()) stop();
      });
  }, MEMORY_POLL_MS);
  child.stdout.on('data', (chunk: Buffer) => {
    if (failed) return;
    output.bytes += chunk.length;
    if (output.bytes > MAX_POPPLER_TEXT_BYTES) return stop();
    // pdftotext ends every page with a form feed: the pages written so far are passed on.
    const parts = (rest + decoder.write(chunk)).split('\f');
    rest = parts.pop()!;
    if (parts.length === 0) return;
    written += parts.length;
    onPages(parts);
  });
  child.on('error', () => {
    failed = true; // not installed, or could not start: close follows with no code
  });
  const done = new Promise<boolean>((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      probe.close();
      resolve(!failed && code === 0 && (rest + decoder.end()).trim() === '');
    });
  });
  return {
    get written() {
      return written;
    },
    stop,
    done,
  };
}

/**
 * Each page's text as poppler's `pdftotext` reads it (reading order, words broken from the glyphs' positions by
 * poppler), in page order: the intake's quick read, about four times cheaper than pdf.js's text content. A separate
 * process bounded in time, resident memory and output, with an environment holding no secret (like OCR's pdftoppm).
 * Once `pageCount` tells how long the document is (SPLIT_FROM_PAGES or more pages not read yet), a second process reads
 * the second half of the pages left beside the first, which is stopped at that half: pdftotext uses one core.
 *
 * Resolves null whenever poppler gives no usable answer (not installed, killed at a bound, failed on the file,
 * aborted): the parser then reads every page with pdf.js, whose answers and errors are the intake's. Never rejects.
 * `onPages` gets the pages in page order as they are written (all of them before the answer; none is taken back, but
 * the answer may still be null).
 */
export function popplerPageTexts(
  filePath: string,
  limits: PopplerTextLimits,
  signal?: AbortSignal,
  onPages?: (pages: string[]) => void,
  pageCount?: Promise<number>,
): Promise<string[] | null> {
  if (signal?.aborted) return Promise.resolve(null);
  const pages: string[] = [];
  const output = { bytes: 0 };
  /** The last page the first process reads: its own -l, or the half once a second process reads the rest. */
  let half = limits.maxPages;
  /** The second process's pages, held until the first has written the half. */
  const held: string[] = [];
  const pass = (parts: string[]) => {
    pages.push(...parts);
    onPages?.(parts);
  };
  let second: PdftotextRun | undefined;
  const first = runPdftotext(filePath, 1, limits.maxPages, limits, output, (parts) => {
    const room = half - pages.length;
    if (room <= 0) return;
    pass(parts.slice(0, room));
    if (pages.length < half || !second) return;
    first.stop(); // the half is written: the rest is the second process's
    if (held.length > 0) pass(held.splice(0));
  });
  let firstEnded = false;
  void first.done.then(() => (firstEnded = true));
  const stop = () => {
    first.stop();
    second?.stop();
  };
  signal?.addEventListener('abort', stop, { once: true });
  void pageCount?.then(
    (count) => {
      const last = Math.min(count, limits.maxPages);
      // What is left to read is split, not the document: the first process has read some pages by the time the count
      // comes (a 325-page book: ~50 by then), and halves of the document left the second process ending ~90 ms after it.
      const left = last - first.written;
      if (left < SPLIT_FROM_PAGES || second || firstEnded || signal?.aborted) return;
      const split = first.written + Math.ceil(left / 2);
      half = split;
      second = runPdftotext(filePath, split + 1, last, limits, output, (parts) => {
        if (pages.length >= half) pass(parts);
        else held.push(...parts);
      });
    },
    () => undefined,
  );
  return (async () => {
    // Stopped at the half on purpose, the first process answered for its pages whole.
    let ok = (await first.done) || (second !== undefined && pages.length >= half);
    // The second process, when the count came in time to start one (after the first ended, none starts).
    if (second) ok = (await second.done) && ok;
    if (!ok) stop();
    signal?.removeEventListener('abort', stop);
    return ok && !signal?.aborted ? pages : null;
  })();
}
