import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { garbageAfterHeaderPdf, imageOnlyPdf, PROSE, prosePdf, writePdfFile } from '../../test/utils/pdf-factory';
import { cpuMs, popplerPageTexts, SPLIT_FROM_PAGES } from './poppler-text';

// The real pdftotext (poppler-utils) on PDFs made by the factory.
describe('popplerPageTexts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pt-poppler-text-'));
  const limits = { timeoutMs: 30_000, maxMemoryMb: 512, maxPages: 10 };

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("answers each page's text in page order, an empty string for a page without text", async () => {
    const path = writePdfFile(dir, 'image-only.pdf', (await imageOnlyPdf()).bytes); // prose, a picture, blank
    const texts = await popplerPageTexts(path, limits);
    expect(texts).toHaveLength(3);
    expect(texts![0].replace(/\s+/g, ' ')).toContain(PROSE.en[0].slice(0, 40));
    expect(texts![1].trim()).toBe('');
    expect(texts![2].trim()).toBe('');
  });

  it('reads no more than maxPages pages', async () => {
    const path = writePdfFile(dir, 'prose.pdf', (await prosePdf({ pages: 3 })).bytes);
    await expect(popplerPageTexts(path, { ...limits, maxPages: 2 })).resolves.toHaveLength(2);
  });

  it('answers null, never an error, for a file poppler cannot read, past its time bound, or aborted', async () => {
    const garbage = writePdfFile(dir, 'garbage.pdf', garbageAfterHeaderPdf());
    await expect(popplerPageTexts(garbage, limits)).resolves.toBeNull();
    const path = writePdfFile(dir, 'prose-bound.pdf', (await prosePdf({ pages: 3 })).bytes);
    await expect(popplerPageTexts(path, { ...limits, timeoutMs: 1 })).resolves.toBeNull();
    const aborted = new AbortController();
    const reading = popplerPageTexts(path, limits, aborted.signal);
    aborted.abort();
    await expect(reading).resolves.toBeNull();
  });

  it("answers null past its CPU time bound (asked at each poll), and reads a process's CPU time from /proc", async () => {
    const path = writePdfFile(dir, 'prose-cpu.pdf', (await prosePdf({ pages: 300 })).bytes);
    await expect(popplerPageTexts(path, { ...limits, maxPages: 300, maxCpuMs: () => -1 })).resolves.toBeNull();
    await expect(popplerPageTexts(path, { ...limits, maxPages: 300, maxCpuMs: () => 60_000 })).resolves.toHaveLength(300);
    expect(await cpuMs(process.pid)).toBeGreaterThan(0);
    expect(await cpuMs(2 ** 22 + 1)).toBeUndefined(); // beyond pid_max: no such process
  });

  it('passes the pages on as pdftotext writes them, the same pages as its answer', async () => {
    const path = writePdfFile(dir, 'prose-streamed.pdf', (await prosePdf({ pages: 3 })).bytes);
    const streamed: string[] = [];
    const texts = await popplerPageTexts(path, limits, undefined, (pages) => streamed.push(...pages));
    expect(texts).toHaveLength(3);
    expect(streamed).toEqual(texts);
  });

  it('reads a long document in two halves side by side once its page count is known: the same pages, in order', async () => {
    const path = writePdfFile(dir, 'prose-halves.pdf', (await prosePdf({ pages: SPLIT_FROM_PAGES + 21 })).bytes);
    const all = { ...limits, maxPages: 1000 };
    const whole = await popplerPageTexts(path, all);
    expect(whole).toHaveLength(SPLIT_FROM_PAGES + 21);
    // The module object itself (an import's namespace is a copy under Jest's transform).
    const spawn = jest.spyOn(process.getBuiltinModule('node:child_process'), 'spawn');
    try {
      const streamed: string[] = [];
      const halves = await popplerPageTexts(
        path,
        all,
        undefined,
        (pages) => streamed.push(...pages),
        Promise.resolve(SPLIT_FROM_PAGES + 21),
      );
      expect(halves).toEqual(whole);
      expect(streamed).toEqual(whole);
      const half = Math.ceil((SPLIT_FROM_PAGES + 21) / 2);
      expect(spawn.mock.calls.map(([, args]) => args.slice(3, 7))).toEqual([
        ['-f', '1', '-l', '1000'],
        ['-f', String(half + 1), '-l', String(SPLIT_FROM_PAGES + 21)],
      ]);
      // A short document, or a count that never comes: one process, as before.
      spawn.mockClear();
      const short = writePdfFile(dir, 'prose-short.pdf', (await prosePdf({ pages: 3 })).bytes);
      await expect(popplerPageTexts(short, all, undefined, undefined, Promise.resolve(3))).resolves.toHaveLength(3);
      expect(spawn).toHaveBeenCalledTimes(1);
    } finally {
      spawn.mockRestore();
    }
  });
});
