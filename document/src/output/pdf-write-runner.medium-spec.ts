import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateBombPdf, layoutSamplerPdf, writePdfFile } from '../../test/utils/pdf-factory';
import type { TranslatedBlock } from '../layout/layout.types';
import { applyTranslations, buildSegments } from '../layout/segments.util';
import { PdfParseRunner } from '../pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../pdf/pdf-text-extractor';
import { typesetBlock } from './output.fixtures';
import { PdfWriteError } from './pdf-write-errors';
import { PdfWriteRunner, PdfWriteLimits } from './pdf-write-runner';
import { writeTranslatedPdf } from './pdf-writer';

const runnerWith = (limits: Partial<PdfWriteLimits> = {}) =>
  new PdfWriteRunner({ timeoutMs: 60_000, timeoutPerPageMs: 0, maxMemoryMb: 1024, concurrency: 2, ...limits });

/** The longest pause of this process's event loop while `work` runs (the work must happen elsewhere). */
async function longestStall<T>(
  work: Promise<T>,
): Promise<{ ticks: number; longestGapMs: number; elapsed: number; outcome: PromiseSettledResult<T> }> {
  const started = Date.now();
  let last = started;
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
  return { ticks, longestGapMs, elapsed: Date.now() - started, outcome };
}

const rejection = (outcome: PromiseSettledResult<unknown>) => {
  expect(outcome.status).toBe('rejected');
  return (outcome as PromiseRejectedResult).reason as PdfWriteError;
};

const emptied = (blocks: readonly TranslatedBlock[]) => blocks.map((block) => ({ ...block, translatedText: '' }));

describe('PdfWriteRunner', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-pdf-write-runner-'));
  let source: Uint8Array;
  let blocks: TranslatedBlock[];
  let runner: PdfWriteRunner;

  beforeAll(async () => {
    source = (await layoutSamplerPdf()).bytes;
    const extraction = await new PdfTextExtractor(new PdfParseRunner()).extract(writePdfFile(dir, 'sampler.pdf', source));
    const segmentation = buildSegments(extraction.pages);
    blocks = applyTranslations(segmentation, new Map(segmentation.segments.map((s) => [s.id, `FR: ${s.text.toUpperCase()}`])));
    runner = runnerWith();
  });

  afterAll(() => {
    runner?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes in a child process the same PDF as in this one, blocks arriving in pieces and in any order', async () => {
    const local = await writeTranslatedPdf({ sourcePdf: source, blocks, language: 'fr' });
    const session = runner.open({ sourcePdf: source, blocks: emptied(blocks), language: 'fr', pages: 8 });
    const reversed = [...blocks].reverse();
    for (let i = 0; i < reversed.length; i += 5) session.typeset(reversed.slice(i, i + 5));
    const written = await session.finish();

    expect(runner.processIds).toHaveLength(1);
    expect(runner.processIds[0]).not.toBe(process.pid);
    expect(written.overflows).toEqual(local.overflows);
    expect(written.removal).toEqual(local.removal);
    // The same operators in every page's layer; only the order glyphs joined the font subsets may differ.
    expect(written.pdf.length).toBeGreaterThan(source.length / 2);
    expect(Buffer.from(written.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    // The next document is written by the same (warm) process.
    const again = runner.open({ sourcePdf: source, blocks: emptied(blocks), language: 'fr', pages: 8 });
    again.typeset(blocks);
    expect(Buffer.compare(Buffer.from((await again.finish()).pdf), Buffer.from(local.pdf))).toBe(0);
    expect(runner.processIds).toHaveLength(1);
  });

  it('reads a source given as a file itself (no bytes over IPC) and writes the same PDF, bilingual too', async () => {
    const path = writePdfFile(dir, 'source-by-path.pdf', source);
    const local = await writeTranslatedPdf({ sourcePdf: source, blocks, language: 'fr' });
    const session = runner.open({ sourcePath: path, blocks: emptied(blocks), language: 'fr', pages: 8 });
    session.typeset(blocks);
    expect(Buffer.compare(Buffer.from((await session.finish()).pdf), Buffer.from(local.pdf))).toBe(0);

    const byBytes = await runner.open({ sourcePdf: source, blocks, language: 'fr', pages: 8, bilingual: true }).finish();
    const byPath = await runner.open({ sourcePath: path, blocks, language: 'fr', pages: 8, bilingual: true }).finish();
    expect(Buffer.compare(Buffer.from(byPath.pdf), Buffer.from(byBytes.pdf))).toBe(0);

    const missing = runner.open({ sourcePath: join(dir, 'not-there.pdf'), blocks, language: 'fr', pages: 8 });
    await expect(missing.finish()).rejects.toThrow(/the source could not be handed to the writing process/);
    expect(() => runner.open({ blocks, pages: 8 })).toThrow(/sourcePdf or sourcePath/);
  });

  it('retires a writing process that grew past retireAboveMb once its document is written, and starts another for the next', async () => {
    const small = runnerWith({ retireAboveMb: 1 });
    try {
      const first = small.open({ sourcePdf: source, blocks, language: 'fr', pages: 8 });
      await first.finish();
      const [pid] = small.processIds;
      expect(small.processIds).not.toContain(pid);
      await expect(small.open({ sourcePdf: source, blocks, language: 'fr', pages: 8 }).finish()).resolves.toMatchObject({
        overflows: expect.any(Array),
      });
    } finally {
      small.close();
    }
  });

  it('reports the writer’s own error (a block on a page the document lacks) and recovers for the next document', async () => {
    const session = runner.open({ sourcePdf: source, blocks: [typesetBlock({ page: 99 })], pages: 8 });
    session.typeset([typesetBlock({ page: 99 })]);
    const error = await session.finish().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfWriteError);
    expect(error).toMatchObject({ kind: 'failed', permanent: false });
    expect((error as Error).message).toMatch(/RangeError: Block p1-b0 is on page 99, the document has 8/);

    const next = runner.open({ sourcePdf: source, blocks: emptied(blocks), language: 'fr', pages: 8 });
    next.typeset(blocks);
    await expect(next.finish()).resolves.toMatchObject({ overflows: expect.any(Array) });
  });

  it('stops a document at its time limit while this process keeps running, and starts afresh for the next one', async () => {
    // 128 MiB of `q Q` operators in one content stream: removing the text means lexing all of it.
    const cpuBomb = await deflateBombPdf({ kind: 'cpu', gigabytes: 1 / 8 });
    const limits: PdfWriteLimits = { timeoutMs: 300, timeoutPerPageMs: 0, maxMemoryMb: 1024, concurrency: 1 };
    const bounded = new PdfWriteRunner(limits);
    try {
      const session = bounded.open({ sourcePdf: cpuBomb, blocks: [], pages: 1 });
      const { ticks, longestGapMs, elapsed, outcome } = await longestStall(session.finish());
      const error = rejection(outcome);
      expect(error).toBeInstanceOf(PdfWriteError);
      expect(error).toMatchObject({ kind: 'timeout', permanent: true });
      expect(error.message).toMatch(/not written within 300 ms/);
      expect(ticks).toBeGreaterThan(3);
      expect(longestGapMs).toBeLessThan(elapsed);
      expect(bounded.processIds).toEqual([]);

      limits.timeoutMs = 60_000; // an ordinary document, with room for a busy machine
      const next = bounded.open({ sourcePdf: source, blocks: emptied(blocks), language: 'fr', pages: 8 });
      next.typeset(blocks);
      await expect(next.finish()).resolves.toMatchObject({ overflows: expect.any(Array) });
    } finally {
      bounded.close();
    }
  });

  it('stops a document that passes the memory cap', async () => {
    // 192 MiB of zeros once inflated, from a few kilobytes.
    const memoryBomb = await deflateBombPdf({ kind: 'memory', gigabytes: 3 / 16 });
    const bounded = runnerWith({ maxMemoryMb: 160, concurrency: 1 });
    try {
      const session = bounded.open({ sourcePdf: memoryBomb, blocks: [], pages: 1 });
      const error = rejection((await longestStall(session.finish())).outcome);
      expect(error).toMatchObject({ kind: 'memory', permanent: true });
      expect(error.message).toMatch(/memory cap of 160 MB/);
    } finally {
      bounded.close();
    }
  });

  it('reports a writing process killed from outside as a failure worth a retry, and serves the next document', async () => {
    const cpuBomb = await deflateBombPdf({ kind: 'cpu', gigabytes: 1 / 8 });
    const bounded = runnerWith({ concurrency: 1 });
    try {
      const session = bounded.open({ sourcePdf: cpuBomb, blocks: [], pages: 1 });
      const finishing = session.finish().catch((e: unknown) => e);
      for (let i = 0; i < 200 && bounded.processIds.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      await new Promise((resolve) => setTimeout(resolve, 300));
      process.kill(bounded.processIds[0], 'SIGKILL');
      const error = (await finishing) as PdfWriteError;
      expect(error).toMatchObject({ kind: 'crashed', permanent: false });
      expect(error.message).toMatch(/signal SIGKILL/);

      const next = bounded.open({ sourcePdf: source, blocks: emptied(blocks), language: 'fr', pages: 8 });
      next.typeset(blocks);
      await expect(next.finish()).resolves.toMatchObject({ overflows: expect.any(Array) });
    } finally {
      bounded.close();
    }
  });

  it('runs at most `concurrency` processes; other documents wait for one', async () => {
    const bounded = runnerWith({ concurrency: 1 });
    try {
      const sessions = [0, 1, 2].map(() => bounded.open({ sourcePdf: source, blocks: emptied(blocks), language: 'fr', pages: 8 }));
      let peak = 0;
      const sample = setInterval(() => (peak = Math.max(peak, bounded.processIds.length)), 5);
      sessions.forEach((session) => session.typeset(blocks));
      const results = await Promise.all(sessions.map((session) => session.finish()));
      clearInterval(sample);
      expect(results).toHaveLength(3);
      expect(peak).toBe(1);
    } finally {
      bounded.close();
    }
  });

  it('starts a process ahead of need for a document written whole, not for one long enough to be written by ranges', () => {
    const ahead = runnerWith({ rangePages: 2, rangesAbovePages: 4 });
    try {
      ahead.prepare(5);
      expect(ahead.processIds).toEqual([]);
      ahead.prepare(4);
      expect(ahead.processIds).toHaveLength(1);
    } finally {
      ahead.close();
    }
  });
});
