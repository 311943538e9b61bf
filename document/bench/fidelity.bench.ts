/**
 * npm run bench:fidelity [-- [FILTER...] [--keep-going] [--strict]]
 *
 * Translates every text document of the shared corpus (../shared/corpus/ beside the repository; its README gives each
 * document's language: English → French, French → English) through the real pipeline — the parsing process,
 * reconstruction, the default engine (Apertium), the writing process: `translateDocument` — into var/bench-fidelity/,
 * then measures each output against its source with ../shared/tools/pdf-fidelity.py. One line per document (with the
 * pages the writer reports drawing a character no font has, "boxes on p. …", which the tool does not measure), then
 * `N/M documents meet every bar` and where the outputs are.
 *
 *   FILTER        only the documents whose file name contains one of these (e.g. `federal`)
 *   --keep-going  a document the pipeline fails on is reported and the run goes on (default: the run stops there)
 *   --strict      exit status 1 unless every document meets every bar (CI)
 *
 * Documents without a text layer (every page image-only: scans that need OCR) are listed as skipped and not counted.
 * Settings: SHARED_DIR (default ../shared from the repository root), APERTIUM_DATA_DIR (default /usr/share/apertium),
 * PYTHON (default /usr/bin/python3, the one Debian's python3-pdfminer serves).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ApertiumEngine } from '../src/engines/apertium/apertium-engine';
import { PdfWriteRunner } from '../src/output/pdf-write-runner';
import { PdfAnalyzer } from '../src/pdf/pdf-analyzer';
import { DEFAULT_PDF_PARSE_LIMITS, PdfParseRunner } from '../src/pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../src/pdf/pdf-text-extractor';
import { translateDocument } from '../src/translate-document';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const SHARED = resolve(process.env.SHARED_DIR ?? join(ROOT, '../shared'));
const CORPUS = join(SHARED, 'corpus');
const TOOL = join(SHARED, 'tools/pdf-fidelity.py');
const OUT_DIR = join(ROOT, 'var/bench-fidelity');
/** Debian's Python, which python3-pdfminer installs into (a python3 earlier on PATH, e.g. pyenv's, lacks it); PYTHON overrides. */
const PYTHON = process.env.PYTHON ?? (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
/** The translation job's writing bounds with the server's defaults (TranslationJobsModule: twice the parse memory). */
const WRITE_LIMITS = { timeoutMs: 60_000, timeoutPerPageMs: 100, maxMemoryMb: 2 * DEFAULT_PDF_PARSE_LIMITS.maxMemoryMb, concurrency: 1 };

interface CorpusDocument {
  file: string;
  source: string;
  target: string;
}

type FontFigures = { serif: number; sans: number; mono: number; italic: number; bold: number; body_size?: number; body_share?: number };
interface Fidelity {
  pages: [number, number];
  sizes_equal: boolean;
  images: [number, number];
  source_left: number;
  overlap_per_1000_lines: [number, number];
  target_share: number;
  out_of_dictionary: number | null;
  fonts: [FontFigures | null, FontFigures | null];
  fails: string[];
  note?: string;
}

interface Outcome {
  file: string;
  status: 'measured' | 'skipped' | 'failed';
  pages?: number;
  seconds?: number;
  fidelity?: Fidelity;
  /** Pages the writer drew a character on that no font has (a missing-glyph box; its output notes). */
  boxPages?: number[];
  reason?: string;
}

/** The corpus table of the README: `| file | pages | language | … |`; the other of en/fr is the target. */
function corpusDocuments(): CorpusDocument[] {
  const readme = readFileSync(join(CORPUS, 'README.md'), 'utf8');
  const documents: CorpusDocument[] = [];
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const [file, , language] = cells.slice(1);
    if (!file?.endsWith('.pdf') || !/^(en|fr)$/.test(language ?? '')) continue;
    documents.push({ file, source: language, target: language === 'en' ? 'fr' : 'en' });
  }
  return documents;
}

function parseArgs(argv: string[]) {
  const flags = new Set(argv.filter((a) => a.startsWith('--')));
  for (const flag of flags) if (!['--keep-going', '--strict'].includes(flag)) throw new Error(`unknown option ${flag}`);
  return { filters: argv.filter((a) => !a.startsWith('--')), keepGoing: flags.has('--keep-going'), strict: flags.has('--strict') };
}

async function measure(source: string, output: string, target: string): Promise<Fidelity> {
  // The tool exits 1 when a bar fails: its answer is in stdout either way.
  const { stdout } = await run(PYTHON, [TOOL, source, output, target], { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: { stdout?: string; stderr?: string; message: string }) => {
      if (error.stdout?.trim().startsWith('{')) return { stdout: error.stdout };
      throw new Error(`pdf-fidelity.py failed: ${error.stderr?.trim().split('\n').pop() ?? error.message}`);
    },
  );
  const fidelity = JSON.parse(stdout.trim().split('\n')[0]) as Fidelity;
  // Without pdfminer the tool leaves the font bars out and may say ok: that is not a measurement.
  if (!fidelity.fonts[0] || !fidelity.fonts[1])
    throw new Error(`pdf-fidelity.py gave no font figures (pdfminer.six missing for ${PYTHON}?)`);
  return fidelity;
}

const pair = (a: number | undefined, b: number | undefined) => `${a ?? '?'}→${b ?? '?'}`;
/** A path as seen from the repository root (`var/bench-fidelity`, `../shared/corpus`). */
const shown = (path: string) => relative(ROOT, path) || '.';

function line(outcome: Outcome, width: number): string {
  const name = outcome.file.padEnd(width);
  if (outcome.status === 'skipped') return `${name}  skipped: ${outcome.reason}`;
  const head = `${name}  ${String(outcome.pages ?? '?').padStart(3)} p  ${(outcome.seconds ?? 0).toFixed(1).padStart(6)} s`;
  if (outcome.status === 'failed') return `${head}  FAILED: ${outcome.reason}`;
  const f = outcome.fidelity!;
  const [src, out] = f.fonts;
  const figures = [
    `left ${f.source_left}`,
    `overlap ${pair(...f.overlap_per_1000_lines)}`,
    src && out ? `body ${pair(src.body_size, out.body_size)} pt (${pair(src.body_share, out.body_share)})` : 'fonts ?',
    src && out ? `serif ${pair(src.serif, out.serif)} sans ${pair(src.sans, out.sans)} mono ${pair(src.mono, out.mono)}` : '',
    src && out ? `italic ${pair(src.italic, out.italic)} bold ${pair(src.bold, out.bold)}` : '',
    `target ${f.target_share}`,
    `ood ${f.out_of_dictionary ?? '?'}`,
    // Not one of the tool's bars: the writer's own report of characters no font draws (issue 2.2, "no empty boxes").
    outcome.boxPages?.length ? `boxes on p. ${outcome.boxPages.join(', ')}` : '',
  ].filter(Boolean);
  const verdict = f.fails.length === 0 ? 'ok' : `falls short: ${f.fails.join(', ')}`;
  return `${head}  ${figures.join('  ')}  ${verdict}${f.note ? ` (${f.note})` : ''}`;
}

async function main(): Promise<number> {
  const { filters, keepGoing, strict } = parseArgs(process.argv.slice(2));
  if (!existsSync(join(CORPUS, 'README.md')) || !existsSync(TOOL)) {
    throw new Error(`the shared corpus and tool are not at ${SHARED} (set SHARED_DIR to the folder holding corpus/ and tools/)`);
  }
  const documents = corpusDocuments().filter((d) => filters.length === 0 || filters.some((f) => d.file.includes(f)));
  if (documents.length === 0) throw new Error(`no corpus document matches ${filters.join(', ')}`);
  mkdirSync(OUT_DIR, { recursive: true });

  const parser = new PdfParseRunner();
  const analyzer = new PdfAnalyzer(parser);
  const extractor = new PdfTextExtractor(parser);
  const writer = new PdfWriteRunner(WRITE_LIMITS);
  const engine = new ApertiumEngine({ dataDir: process.env.APERTIUM_DATA_DIR || undefined });
  const width = Math.max(...documents.map((d) => d.file.length));
  const outcomes: Outcome[] = [];
  console.log(`bench:fidelity: ${documents.length} corpus document(s) from ${shown(CORPUS)}, engine ${engine.name}`);
  try {
    for (const doc of documents) {
      const sourcePath = join(CORPUS, doc.file);
      const outcome: Outcome = { file: doc.file, status: 'measured' };
      let started = performance.now();
      try {
        const { analysis } = await analyzer.analyze(sourcePath);
        outcome.pages = analysis.pageCount;
        if (analysis.pages.every((page) => page.imageOnly || !page.hasText)) {
          Object.assign(outcome, { status: 'skipped', reason: 'no text layer (image-only pages: needs OCR)' });
        } else {
          started = performance.now(); // seconds: the translation (parse, reconstruct, translate, write), not the check
          const translated = await translateDocument({ sourcePath, source: doc.source, target: doc.target, extractor, engine, writer });
          outcome.seconds = (performance.now() - started) / 1000;
          outcome.boxPages = translated.notes.missingGlyphPages;
          const outputPath = join(OUT_DIR, `${basename(doc.file, '.pdf')}.${doc.target}.pdf`);
          writeFileSync(outputPath, translated.pdf);
          outcome.fidelity = await measure(sourcePath, outputPath, doc.target);
        }
      } catch (error) {
        outcome.seconds = (performance.now() - started) / 1000;
        Object.assign(outcome, { status: 'failed', reason: (error as Error).message.split('\n')[0] });
      }
      outcomes.push(outcome);
      console.log(line(outcome, width));
      if (outcome.status === 'failed' && !keepGoing) {
        console.log('stopped at the first failure (--keep-going runs the rest)');
        break;
      }
    }
  } finally {
    writer.close();
    parser.close();
    await engine.close();
  }

  const counted = outcomes.filter((o) => o.status !== 'skipped');
  const meeting = counted.filter((o) => o.status === 'measured' && o.fidelity!.fails.length === 0).length;
  writeFileSync(join(OUT_DIR, 'results.json'), `${JSON.stringify({ date: new Date().toISOString(), outcomes }, null, 2)}\n`);
  console.log(`outputs: ${shown(OUT_DIR)}/ (results.json: every figure)`);
  console.log(`${meeting}/${counted.length} documents meet every bar`);
  if (outcomes.some((o) => o.status === 'failed')) return 1;
  return strict && meeting < counted.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(`bench:fidelity: ${error.message}`);
    process.exit(2);
  },
);
