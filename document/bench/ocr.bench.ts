/**
 * npm run bench:ocr (also the last section of `npm run bench`)
 *
 * OCR of scanned pages (src/ocr) against the `tesseract` command on the same page images, in the same run: the two
 * scans of the shared corpus (../shared/corpus/ocr_test.pdf, nemotron_multipage.pdf: 600 dpi greyscale, one page
 * upright, others under /Rotate 90, 180 and 270) and a generated page of dense prose (ocr.fixtures.ts), every page.
 *
 *   ours        OcrRunner.recognise: the page's image read from the file when the page is one image over the whole
 *               page (src/ocr/ocr-page-image.ts; column "from"), else pdftoppm renders it (300 dpi); the image turned
 *               to user space, Tesseract reads it (TSV), the lines become text runs with their confidence, background, box
 *   recognise   the recognition step of ours alone (what follows getting the image; Tesseract is started before the
 *               image is ready and loads its models meanwhile, so part of its time is hidden under getting the image)
 *   rendered    ours with every page rendered by pdftoppm (extractImages: false), as before the image was read from
 *               the file: its time, and how many of its words ours recognises too ("same words", a multiset overlap)
 *   tesseract   `tesseract page.pgm stdout -l eng+fra+spa --dpi 300 tsv` on the very image ours gives Tesseract first
 *               (OcrRunner.pageImageOf: grey, upright in user space, at the page's resolution, the same PGM bytes),
 *               made beforehand (not timed), with the same options (languages, dpi, default page segmentation) and
 *               thread setting (OMP_THREAD_LIMIT=1). Ours does more only when its first reading is unsure (under 60: the
 *               orientation checked and the page read again turned, column "turn"); the command never does.

 * Each page is measured BENCH_ROUNDS times (default 3, ours, rendered and the command in turn); medians are shown.
 * Pages per minute are ours, one page at a time. The ratios are ours / tesseract (whole page, and recognition alone). A
 * busy machine stretches both wall-clock times, not equally; the CPU seconds (this process and the processes it
 * waited for, from /proc/self/stat) are printed beside them and stretch much less, so the CPU ratio is the steadier
 * figure. The load average is printed.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { writePgm } from '../src/ocr/ocr-image.util';
import { OcrRunner } from '../src/ocr/ocr-runner';
import { DEFAULT_OCR_LIMITS } from '../src/ocr/ocr.types';
import { scannedPdf, scanOf } from '../src/ocr/ocr.fixtures';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const CORPUS = join(resolve(process.env.SHARED_DIR ?? join(ROOT, '../shared')), 'corpus');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DENSE_LINES = Array.from(
  { length: 40 },
  (_, i) =>
    [
      'The council reviewed the budget for the coming year and the plan for the roads.',
      'Members asked for a report on the cost of repairs before the next meeting.',
      'The library will open on Sundays from the first of March until the end of June.',
      'Residents may send their comments in writing to the clerk of the council.',
    ][i % 4],
);

/** CPU seconds of this process and of the child processes it has waited for (Linux; 0 elsewhere). */
function cpuSeconds(): number {
  if (process.platform !== 'linux') return 0;
  const text = readFileSync('/proc/self/stat', 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n: number, digits = 2) => n.toFixed(digits);

interface PageFigures {
  document: string;
  page: number;
  from: string;
  turn: number;
  words: number;
  /** Words of the rendered path's reading that ours has too (as a multiset). */
  same: number;
  renderedWords: number;
  ours: number;
  rendered: number;
  recognise: number;
  tesseract: number;
  cpuOurs: number;
  cpuRendered: number;
  cpuTesseract: number;
}

/** Pages of a PDF with their /Rotate and page box, from pdfinfo. */
function pagesOf(path: string): Array<{ number: number; rotation: number; view: [number, number, number, number] }> {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '10000', '-box', path], { encoding: 'utf8' });
  const pages: Array<{ number: number; rotation: number; view: [number, number, number, number] }> = [];
  for (const match of info.matchAll(/^Page\s+(\d+)\s+CropBox:\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)/gm)) {
    const number = Number(match[1]);
    const rotation = Number(new RegExp(`^Page\\s+${number}\\s+rot:\\s+(\\d+)`, 'm').exec(info)?.[1] ?? 0);
    pages.push({ number, rotation, view: [Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5])] });
  }
  return pages;
}

/** The words of a page's recognised lines (letters and digits, lower case). */
function wordsOf(items: ReadonlyArray<{ text: string }>): string[] {
  return items.flatMap((item) => item.text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
}

/** How many words of `reference` are in `words` too, each counted as often as it appears in both. */
function sameWords(words: readonly string[], reference: readonly string[]): number {
  const left = new Map<string, number>();
  for (const word of words) left.set(word, (left.get(word) ?? 0) + 1);
  let same = 0;
  for (const word of reference) {
    const n = left.get(word) ?? 0;
    if (n > 0) {
      same++;
      left.set(word, n - 1);
    }
  }
  return same;
}

export async function runOcrBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'pt-bench-ocr-'));
  const runner = new OcrRunner();
  const renderer = new OcrRunner({ extractImages: false });
  const { dpi, languages } = DEFAULT_OCR_LIMITS;
  try {
    const dense = join(dir, 'dense-prose.pdf');
    writeFileSync(dense, await scannedPdf([{ scan: await scanOf(DENSE_LINES, 11) }]));
    const documents = [join(CORPUS, 'ocr_test.pdf'), join(CORPUS, 'nemotron_multipage.pdf'), dense].filter((path) => existsSync(path));
    console.log(
      `OCR of scanned pages: Tesseract ${/tesseract ([\d.]+)/.exec(execFileSync('tesseract', ['--version'], { encoding: 'utf8' }))?.[1]}, ${languages}, ${dpi} dpi, one page at a time`,
    );
    console.log(
      `load average ${loadavg()
        .map((l) => fmt(l))
        .join(' ')}; median of ${ROUNDS} rounds per page\n`,
    );
    console.log(
      'document                 page  from      turn  words  same words   ours s   recognise s   rendered s   tesseract s   ratio page   ratio recognition   ratio rendered   CPU s ours   CPU s rendered   CPU s tesseract   CPU ratio   CPU ratio rendered',
    );
    const rows: PageFigures[] = [];
    await runner.recognise(documents[0], pagesOf(documents[0])[0]); // processes and page cache warm
    for (const path of documents) {
      for (const page of pagesOf(path)) {
        // The command reads the image ours gives Tesseract, written beforehand.
        const image = join(dir, 'page.pgm');
        rmSync(image, { force: true });
        const same = await runner.pageImageOf(path, page);
        await writePgm(image, same.grey);
        const ours: number[] = [];
        const rendered: number[] = [];
        const recognise: number[] = [];
        const command: number[] = [];
        const cpuOurs: number[] = [];
        const cpuRendered: number[] = [];
        const cpuCommand: number[] = [];
        let words = 0;
        let turn = 0;
        let from = '';
        let texts: [string[], string[]] = [[], []];
        for (let round = 0; round < ROUNDS; round++) {
          let start = performance.now();
          let cpu = cpuSeconds();
          const result = await runner.recognise(path, page);
          ours.push((performance.now() - start) / 1000);
          cpuOurs.push(cpuSeconds() - cpu);
          recognise.push((performance.now() - start - result.timings.render) / 1000);
          words = result.wordCount;
          turn = result.turn;
          from = result.source;
          start = performance.now();
          cpu = cpuSeconds();
          const before = await renderer.recognise(path, page);
          rendered.push((performance.now() - start) / 1000);
          cpuRendered.push(cpuSeconds() - cpu);
          texts = [wordsOf(result.items), wordsOf(before.items)];
          start = performance.now();
          cpu = cpuSeconds();
          await run('tesseract', [image, 'stdout', '-l', languages, '--dpi', String(same.dpi), 'tsv'], {
            env: { ...process.env, OMP_THREAD_LIMIT: '1' },
            maxBuffer: 64 * 1024 * 1024,
          });
          command.push((performance.now() - start) / 1000);
          cpuCommand.push(cpuSeconds() - cpu);
        }
        const row = {
          document: path.split('/').pop()!,
          page: page.number,
          from,
          turn,
          words,
          same: sameWords(texts[0], texts[1]),
          renderedWords: texts[1].length,
          ours: median(ours),
          rendered: median(rendered),
          recognise: median(recognise),
          tesseract: median(command),
          cpuOurs: median(cpuOurs),
          cpuRendered: median(cpuRendered),
          cpuTesseract: median(cpuCommand),
        };
        rows.push(row);
        console.log(
          [
            row.document.padEnd(24),
            String(row.page).padStart(4),
            row.from.padEnd(8),
            String(row.turn).padStart(4),
            String(row.words).padStart(6),
            `${row.same}/${row.renderedWords}`.padStart(11),
            fmt(row.ours).padStart(8),
            fmt(row.recognise).padStart(13),
            fmt(row.rendered).padStart(12),
            fmt(row.tesseract).padStart(13),
            fmt(row.ours / row.tesseract).padStart(12),
            fmt(row.recognise / row.tesseract).padStart(19),
            fmt(row.rendered / row.tesseract).padStart(16),
            fmt(row.cpuOurs).padStart(12),
            fmt(row.cpuRendered).padStart(16),
            fmt(row.cpuTesseract).padStart(17),
            fmt(row.cpuOurs / row.cpuTesseract).padStart(11),
            fmt(row.cpuRendered / row.cpuTesseract).padStart(20),
          ].join(' '),
        );
      }
    }
    const sum = (
      key: 'ours' | 'rendered' | 'recognise' | 'tesseract' | 'cpuOurs' | 'cpuRendered' | 'cpuTesseract' | 'same' | 'renderedWords',
    ) => rows.reduce((n, row) => n + row[key], 0);
    console.log(
      `\nall ${rows.length} pages: ${fmt((60 * rows.length) / sum('ours'), 1)} pages/min (rendered: ${fmt((60 * rows.length) / sum('rendered'), 1)}; tesseract command alone: ${fmt((60 * rows.length) / sum('tesseract'), 1)}); ` +
        `ratio ours/tesseract ${fmt(sum('ours') / sum('tesseract'))} per page (rendered ${fmt(sum('rendered') / sum('tesseract'))}), ${fmt(sum('recognise') / sum('tesseract'))} for the recognition; CPU ratio ${fmt(sum('cpuOurs') / sum('cpuTesseract'))} (rendered ${fmt(sum('cpuRendered') / sum('cpuTesseract'))}); ` +
        `${sum('same')} of the rendered path's ${sum('renderedWords')} words read the same`,
    );
    const worst = (ratio: (row: PageFigures) => number) => {
      const ratios = rows.map(ratio);
      return `worst ${fmt(Math.max(...ratios))}, ${ratios.filter((r) => r > 1.2).length} of ${rows.length} pages over 1.2`;
    };
    console.log(
      `per page ours/tesseract: ${worst((row) => row.ours / row.tesseract)} (CPU: ${worst((row) => row.cpuOurs / row.cpuTesseract)}); ` +
        `load average at the end ${loadavg()
          .map((l) => fmt(l))
          .join(' ')}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  runOcrBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
