import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { deflateBombPdf, prosePdf, writePdfFile } from '../../test/utils/pdf-factory';
import { PdfParserFailedError, PdfParseTimeoutError, PdfTooComplexError } from './pdf-errors';
import { PdfParseLimits, PdfParseRunner } from './pdf-parse-runner';

const runnerWith = (limits: Partial<PdfParseLimits>) => new PdfParseRunner({ timeoutPerPageMs: 0, ...limits });
const childrenOf = (runner: PdfParseRunner) => (runner as unknown as { children: Set<ChildProcess> }).children;
/** The process started ahead of need, once pdf.js is loaded in it. */
async function readySpare(runner: PdfParseRunner): Promise<ChildProcess> {
  const [spare] = (runner as unknown as { spares: Array<{ process: ChildProcess; ready: Promise<boolean> }> }).spares;
  expect(await spare.ready).toBe(true);
  return spare.process;
}

/** Measures the longest pause of this process's event loop while `work` runs. */
async function longestStall<T>(work: Promise<T>): Promise<{ ticks: number; longestGapMs: number; outcome: PromiseSettledResult<T> }> {
  let last = Date.now();
  let ticks = 0;
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    ticks++;
  }, 20);
  const [outcome] = await Promise.allSettled([work]);
  clearInterval(timer);
  return { ticks, longestGapMs, outcome };
}

describe('PdfParseRunner bounds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-runner-'));
  let cpuBomb: string;
  let memoryBomb: string;

  beforeAll(async () => {
    // 64 MiB of `q Q` operators: decoding is quick, interpreting them takes pdf.js ~30 s.
    cpuBomb = writePdfFile(dir, 'cpu-bomb.pdf', await deflateBombPdf({ kind: 'cpu', gigabytes: 1 / 16 }));
    // 2 GiB of zeros from a 6 kB file.
    memoryBomb = writePdfFile(dir, 'memory-bomb.pdf', await deflateBombPdf({ kind: 'memory', gigabytes: 2 }));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops a parse at the wall-clock timeout while the API process keeps running', async () => {
    const runner = runnerWith({ timeoutMs: 1000, maxMemoryMb: 1024 });
    const started = Date.now();
    const { ticks, longestGapMs, outcome } = await longestStall(runner.run('intake', cpuBomb));
    const elapsed = Date.now() - started;

    expect(outcome.status).toBe('rejected');
    const error = (outcome as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(PdfParseTimeoutError);
    expect(error.status).toBe(422);
    expect(error.detailIn('en')).toMatch(/^This PDF could not be analysed in time/);
    expect(error.detailIn('fr')).toMatch(/^Ce PDF n’a pas pu être analysé à temps/);
    expect(elapsed).toBeGreaterThanOrEqual(1000);
    // The timer kept firing while the parse ran: the work happened in the child, not on this event loop.
    expect(ticks).toBeGreaterThan(3);
    expect(longestGapMs).toBeLessThan(elapsed);
    expect(childrenOf(runner).size).toBe(0);
  });

  it('stops a decompression bomb at the memory cap', async () => {
    // pdftotext streams the zeros in little memory for as long as it is let: it is given up after its budget
    // (5 s and 25 ms a page), and pdf.js meets the cap, as before pdftotext read the intake's text.
    const runner = runnerWith({ timeoutMs: 30_000, maxMemoryMb: 256 });
    const started = Date.now();
    const { longestGapMs, outcome } = await longestStall(runner.run('intake', memoryBomb));

    expect(outcome.status).toBe('rejected');
    const error = (outcome as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(PdfTooComplexError);
    expect(error.message).toMatch(/memory cap of 256 MB|heap cap of 256 MB/);
    expect(longestGapMs).toBeLessThan(Date.now() - started);
  });

  it('runs at most PDF_PARSE_CONCURRENCY parses at once; the others wait their turn', async () => {
    const runner = runnerWith({ timeoutMs: 600, concurrency: 2 });
    let peakChildren = 0;
    let peakRunning = 0;
    let peakWaiting = 0;
    const sample = setInterval(() => {
      peakChildren = Math.max(peakChildren, childrenOf(runner).size);
      peakRunning = Math.max(peakRunning, runner.running);
      peakWaiting = Math.max(peakWaiting, runner.waiting);
    }, 5);
    const started = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => runner.run('intake', cpuBomb)));
    clearInterval(sample);

    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof PdfParseTimeoutError)).toBe(true);
    expect(peakChildren).toBe(2);
    expect(peakRunning).toBe(2);
    expect(peakWaiting).toBe(2);
    // Four 600 ms parses two at a time take two rounds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 600);
    expect(runner.running).toBe(0);
    expect(runner.waiting).toBe(0);
  });

  it('reports a parser that was killed from outside as our failure, not the file’s', async () => {
    const runner = runnerWith({ timeoutMs: 20_000 });
    const parse = runner.run('intake', cpuBomb);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const [child] = childrenOf(runner);
    process.kill(child.pid!, 'SIGKILL');
    const error = await parse.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfParserFailedError);
    expect((error as PdfParserFailedError).status).toBe(500);
    expect((error as Error).message).toMatch(/signal SIGKILL/);
  });
});

/**
 * A describe's runners on default limits, closed after it, and a 2-page PDF in a folder of its own (`pdf()` once
 * beforeAll has run).
 */
function runnersOnAPdf(prefix: string): { pdf: () => string; started: () => PdfParseRunner } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let pdf = '';
  const runners: PdfParseRunner[] = [];
  beforeAll(async () => {
    pdf = writePdfFile(dir, 'prose.pdf', (await prosePdf({ pages: 2 })).bytes);
  });
  afterAll(() => {
    for (const runner of runners) runner.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    pdf: () => pdf,
    started: () => {
      const runner = runnerWith({});
      runners.push(runner);
      return runner;
    },
  };
}

describe('PdfParseRunner and signals meant for its parent', () => {
  const { pdf, started } = runnersOnAPdf('pt-pdf-runner-signals-');

  it('a spare ignores the process group’s SIGTERM and SIGINT: an upload finishing during a graceful stop is parsed', async () => {
    const runner = started();
    await runner.run('intake', pdf()); // parsing has been used: a spare is started
    const spare = await readySpare(runner);
    // What `kill -TERM -<pgid>`, systemd or Ctrl-C do: the signal reaches the parsing process too.
    process.kill(spare.pid!, 'SIGTERM');
    process.kill(spare.pid!, 'SIGINT');
    const exited = new Promise<string | null>((resolve) => spare.once('exit', (_code, signal) => resolve(signal)));

    expect(JSON.parse(await runner.run('intake', pdf())).pageCount).toBe(2);
    // It parsed the file, then the runner ended it (SIGKILL) or it left by itself; the signals did not end it.
    expect(['SIGKILL', null]).toContain(await exited);
  });

  it('a spare that died while it waited (before it got the file) is replaced once, and the parse answers', async () => {
    const runner = started();
    await runner.run('intake', pdf());
    const spare = await readySpare(runner);
    process.kill(spare.pid!, 'SIGKILL'); // its exit is not seen yet when the next parse takes it

    expect(JSON.parse(await runner.run('intake', pdf())).pageCount).toBe(2);
    expect(spare.signalCode).toBe('SIGKILL');
  });
});

describe('PdfParseRunner.prepare (an upload is coming in)', () => {
  const { pdf, started } = runnersOnAPdf('pt-pdf-runner-prepare-');
  const exitOf = (child: ChildProcess) =>
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));

  it('starts a spare before any parse, which the intake then reads the file with (language model loaded ahead)', async () => {
    const runner = started();
    expect(runner.spareCount).toBe(0);
    runner.prepare('intake');
    expect(runner.spareCount).toBe(1);
    const spare = await readySpare(runner);

    const analysis = JSON.parse(await runner.run('intake', pdf())) as { pageCount: number; sourceLanguage: string | null };
    expect(analysis).toMatchObject({ pageCount: 2, sourceLanguage: 'en' });
    await exitOf(spare); // it read its one file and is gone
    expect(runner.spareCount).toBe(1); // the next one
  });

  it('a spare started after an intake is prepared for the next one; none is started after an extraction (a job runs)', async () => {
    const runner = started();
    const prepared = () =>
      (runner as unknown as { spares: Array<{ preparedForIntake?: boolean }> }).spares.map((s) => !!s.preparedForIntake);
    expect(JSON.parse(await runner.run('extract', pdf())).pageCount).toBe(2);
    expect(prepared()).toEqual([]);
    runner.prepare('intake');
    runner.prepare('intake'); // a second upload coming in at once: one spare, told once
    expect(prepared()).toEqual([true]);

    const spare = await readySpare(runner);
    expect(JSON.parse(await runner.run('extract', pdf())).pageCount).toBe(2); // an extraction takes the prepared spare too
    await exitOf(spare);
    expect(prepared()).toEqual([]);
    expect(JSON.parse(await runner.run('intake', pdf())).sourceLanguage).toBe('en');
    expect(prepared()).toEqual([true]);
  });

  it('prepare has no effect for an extraction or once closed', () => {
    const runner = started();
    runner.prepare('extract');
    expect(runner.spareCount).toBe(0);
    runner.close();
    runner.prepare('intake');
    expect(runner.spareCount).toBe(0);
  });
});
