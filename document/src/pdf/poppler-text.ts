import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import { residentMb } from '../child-process.util';

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

/**
 * Each page's text as poppler's `pdftotext` reads it (reading order, words broken from the glyphs' positions by
 * poppler), in page order: the intake's quick read, about four times cheaper than pdf.js's text content. A separate
 * process bounded in time, resident memory and output, with an environment holding no secret (like OCR's pdftoppm).
 *
 * Resolves null whenever poppler gives no usable answer (not installed, killed at a bound, failed on the file,
 * aborted): the parser then reads every page with pdf.js, whose answers and errors are the intake's. Never rejects.
 * `onPages` gets the pages as pdftotext writes them, in order (all of them before the answer; none is taken back, but
 * the answer may still be null).
 */
export function popplerPageTexts(
  filePath: string,
  limits: PopplerTextLimits,
  signal?: AbortSignal,
  onPages?: (pages: string[]) => void,
): Promise<string[] | null> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(null);
    const child = spawn('pdftotext', ['-q', '-enc', 'UTF-8', '-l', String(limits.maxPages), filePath, '-'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8' },
    });
    const decoder = new StringDecoder('utf8');
    const pages: string[] = [];
    let rest = '';
    let bytes = 0;
    let failed = false;
    const stop = () => {
      failed = true;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(stop, limits.timeoutMs);
    const poll = setInterval(() => {
      void residentMb(child.pid).then((mb) => {
        if (mb !== undefined && mb > limits.maxMemoryMb) stop();
      });
      if (limits.maxCpuMs)
        void cpuMs(child.pid).then((ms) => {
          if (ms !== undefined && ms > limits.maxCpuMs!()) stop();
        });
    }, MEMORY_POLL_MS);
    signal?.addEventListener('abort', stop, { once: true });
    child.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_POPPLER_TEXT_BYTES) return stop();
      // pdftotext ends every page with a form feed: the pages written so far are passed on.
      const parts = (rest + decoder.write(chunk)).split('\f');
      rest = parts.pop()!;
      if (parts.length === 0) return;
      pages.push(...parts);
      onPages?.(parts);
    });
    child.on('error', () => {
      failed = true; // not installed, or could not start: close follows with no code
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      signal?.removeEventListener('abort', stop);
      resolve(failed || code !== 0 || (rest + decoder.end()).trim() !== '' ? null : pages);
    });
  });
}
