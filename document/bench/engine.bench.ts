/**
 * npm run bench:engine [-- [FILTER...]]
 *
 * The offline engine's routes measured on the shared corpus (../shared/corpus/; its README gives each document's
 * language): the text of the English documents (→ French) and of the French ones (→ English), extracted with
 * pdftotext and cut into sentences, goes through every route Apertium can take for the pair (the direct mode if any,
 * then one route per pivot language: Spanish, Catalan, …), each stage on its own, and then through the engine as the
 * pipeline uses it (protectText/restoreText around it, the measured route choice of apertium-route-choice.ts, words
 * tracked through the stages). One line per route:
 *
 *   words/s       source words per second (wall clock, every stage)
 *   unk N         words marked unknown (`*`) in stage N's output, per 100 source words; gen N: generation errors (`#`)
 *   ood           share of the output's words that are not in the source and not in the target language's word list
 *                 (/usr/share/dict/french from wfrench, american-english from wamerican): words left in another language
 *   untranslated  (engine rows) words that came out unknown and went out as the source word, per 100 source words
 *
 * then the chosen routes. A route whose stage fails (e.g. a transfer error) is reported and the run goes on.
 *   FILTER  only the documents whose file name contains one of these (e.g. `federal`)
 *   --book  (--book-only: only) the whole pipeline (`translateDocument`: parse, reconstruct, translate, write) on a 325-page book made
 *           with qpdf from chelsea_pdta.pdf (French → English), as the engine was (Spanish pivot, no word tracking)
 *           and as it is: words per second of the pipeline (pdftotext's word count over the wall-clock time)
 * Settings: SHARED_DIR (default ../shared from the repository root), APERTIUM_DATA_DIR (default /usr/share/apertium).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ApertiumEngine } from '../src/engines/apertium/apertium-engine';
import { ApertiumProcess } from '../src/engines/apertium/apertium-process';
import { chooseRoutes, MEASURED_PIVOTS, PivotChoice, routesFor } from '../src/engines/apertium/apertium-route-choice';
import { ApertiumRoute, buildRoutes, discoverModes, routeKey } from '../src/engines/apertium/apertium-routes';
import { decodeSegment, encodeSegment, toPivotInput } from '../src/engines/apertium/apertium-stream';
import { countMarks } from '../src/engines/apertium/apertium-tracking';
import { protectText, restoreText } from '../src/layout/protect.util';
import { PdfWriteRunner } from '../src/output/pdf-write-runner';
import { DEFAULT_PDF_PARSE_LIMITS, PdfParseRunner } from '../src/pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../src/pdf/pdf-text-extractor';
import { translateDocument } from '../src/translate-document';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '../..');
const SHARED = resolve(process.env.SHARED_DIR ?? join(ROOT, '../shared'));
const CORPUS = join(SHARED, 'corpus');
const DATA_DIR = process.env.APERTIUM_DATA_DIR || '/usr/share/apertium';
const DICTIONARIES: Record<string, string> = { fr: '/usr/share/dict/french', en: '/usr/share/dict/american-english' };
const CHUNK = 64;

interface Sample {
  source: string;
  target: string;
  documents: string[];
  segments: string[];
  words: number;
  sourceWords: Set<string>;
}

interface RouteFigures {
  label: string;
  seconds: number;
  unknown: number[];
  generation: number[];
  ood: number;
  outputWords: number;
  failed?: string;
  note?: string;
}

/** The corpus table of the README: `| file | pages | language | … |`. */
function corpusDocuments(): { file: string; language: string }[] {
  const readme = readFileSync(join(CORPUS, 'README.md'), 'utf8');
  const documents: { file: string; language: string }[] = [];
  for (const line of readme.split('\n')) {
    const [file, , language] = line
      .split('|')
      .map((c) => c.trim())
      .slice(1);
    if (file?.endsWith('.pdf') && /^(en|fr)$/.test(language ?? '')) documents.push({ file, language });
  }
  return documents;
}

const WORD = /\p{L}+(?:['’-]\p{L}+)*/gu;
const wordsOf = (text: string) => text.match(WORD) ?? [];

/** pdftotext's text cut into sentences: paragraphs joined, hyphenated line ends mended, split after . ! ? */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n\s*\n|\f/)) {
    const joined = paragraph
      .replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2')
      .replace(/\s+/g, ' ')
      .trim();
    for (const sentence of joined.split(/(?<=[.!?])\s+(?=[\p{Lu}"“«(])/u)) {
      if ((sentence.match(/\p{L}/gu)?.length ?? 0) >= 3) out.push(sentence);
    }
  }
  return out;
}

async function sampleFor(language: string, filters: string[]): Promise<Sample | undefined> {
  const documents = corpusDocuments().filter(
    (d) => d.language === language && (filters.length === 0 || filters.some((f) => d.file.includes(f))),
  );
  const segments: string[] = [];
  const used: string[] = [];
  for (const d of documents) {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(CORPUS, d.file), '-'], { maxBuffer: 64 * 1024 * 1024 });
    const sentences = sentencesOf(stdout);
    if (sentences.length === 0) continue; // image-only pages
    used.push(d.file);
    segments.push(...sentences);
  }
  if (segments.length === 0) return undefined;
  const sourceWords = new Set(segments.flatMap((s) => wordsOf(s).map((w) => w.toLowerCase())));
  const words = segments.reduce((n, s) => n + wordsOf(s).length, 0);
  return { source: language, target: language === 'en' ? 'fr' : 'en', documents: used, segments, words, sourceWords };
}

function loadDictionary(path: string): Set<string> {
  if (!existsSync(path)) throw new Error(`${path} is missing (Debian's wfrench / wamerican: run through .ci/toolchain.sh bench)`);
  return new Set(
    readFileSync(path, 'utf8')
      .split('\n')
      .map((w) => w.trim().toLowerCase())
      .filter(Boolean),
  );
}

const ELISION = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu)['’]/iu;

/** Out-of-dictionary words among the output words that are not in the source, and how many such words there are. */
function outOfDictionary(outputs: string[], sample: Sample, dictionary: Set<string>): { ood: number; counted: number } {
  let ood = 0;
  let counted = 0;
  const known = (w: string) => dictionary.has(w) || dictionary.has(w.replace(/’/g, "'"));
  for (const text of outputs) {
    for (const raw of wordsOf(text)) {
      const w = raw.toLowerCase();
      if (sample.sourceWords.has(w)) continue;
      counted += 1;
      if (known(w)) continue;
      const bare = w.replace(ELISION, '');
      if (bare !== w && (sample.sourceWords.has(bare) || known(bare))) continue;
      if (/-/.test(bare) && bare.split('-').every((p) => p === '' || known(p) || sample.sourceWords.has(p))) continue;
      ood += 1;
    }
  }
  return { ood, counted };
}

/** One route, stage by stage, as the engine runs it (chunks of 64 segments, the next stage starting per chunk). */
async function runRoute(route: ApertiumRoute, segments: string[]): Promise<{ outputs: string[]; unknown: number[]; generation: number[] }> {
  const processes = route.modes.map((mode) => new ApertiumProcess({ mode, dataDir: DATA_DIR, timeoutMs: 600_000 }));
  const unknown = route.modes.map(() => 0);
  const generation = route.modes.map(() => 0);
  const outputs = segments.slice();
  try {
    const encoded = segments.map((s) => encodeSegment(s));
    const chunks: number[][] = [];
    const indexes = encoded.map((e, i) => (e ? i : -1)).filter((i) => i >= 0);
    for (let i = 0; i < indexes.length; i += CHUNK) chunks.push(indexes.slice(i, i + CHUNK));
    await Promise.all(
      chunks.map(async (chunk) => {
        let streams = chunk.map((i) => encoded[i]!.stream);
        for (let leg = 0; leg < processes.length; leg++) {
          if (leg > 0) streams = streams.map((s) => toPivotInput(s));
          streams = await processes[leg].translate(streams);
          for (const s of streams) {
            const marks = countMarks(s);
            unknown[leg] += marks.unknown;
            generation[leg] += marks.generation;
          }
        }
        chunk.forEach((i, k) => (outputs[i] = decodeSegment(streams[k], encoded[i]!.lead, encoded[i]!.trail)));
      }),
    );
  } finally {
    await Promise.all(processes.map((p) => p.close()));
  }
  return { outputs, unknown, generation };
}

/** The engine as the pipeline uses it: protected spans out, the measured route choice, words tracked. */
async function runEngine(sample: Sample, pivots?: Record<string, PivotChoice>): Promise<{ outputs: string[]; note: string }> {
  const engine = new ApertiumEngine({ dataDir: DATA_DIR, timeoutMs: 600_000, pivots });
  try {
    const protectedSegments = sample.segments.map((s) => protectText(s));
    const translated = await engine.translateBatch(
      protectedSegments.map((p) => p.text),
      sample.source,
      sample.target,
    );
    const outputs = translated.map(
      (t, i) => restoreText({ text: t, tokens: protectedSegments[i].tokens, source: protectedSegments[i].text }).text,
    );
    const s = engine.stats;
    const note =
      `untranslated ${pct(s.restoredWords, sample.words)}  (${s.retried} of ${s.segments} sentences retried, ${s.retryKept} kept the retry; ` +
      `${s.restoredWords} unknown words went out as the source word, ${s.properNouns} proper nouns kept)`;
    return { outputs, note };
  } finally {
    await engine.close();
  }
}

const pct = (n: number, of: number) => (of === 0 ? '-' : ((100 * n) / of).toFixed(2));

function line(f: RouteFigures, words: number): string {
  const label = f.label.padEnd(40);
  if (f.failed) return `${label} FAILED: ${f.failed}`;
  const wps = Math.round(words / f.seconds);
  const stages = f.unknown
    .map((u, i) => `unk${i + 1} ${pct(u, words).padStart(5)}  gen${i + 1} ${pct(f.generation[i], words).padStart(4)}`)
    .join('  ');
  return `${label} ${String(wps).padStart(6)} words/s  ${stages.padEnd(50)}  ood ${pct(f.ood, f.outputWords).padStart(5)}% of ${f.outputWords}${f.note ? `  ${f.note}` : ''}`;
}

/** The pipeline's words per second on a long book, with the engine as it was and as it is. */
async function bookBench(): Promise<void> {
  const dir = join(ROOT, 'var/bench-engine');
  mkdirSync(dir, { recursive: true });
  const book = join(dir, 'chelsea-x5.pdf');
  const chelsea = join(CORPUS, 'chelsea_pdta.pdf');
  await run('qpdf', ['--empty', '--pages', chelsea, chelsea, chelsea, chelsea, chelsea, '--', book]);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', book, '-'], { maxBuffer: 256 * 1024 * 1024 });
  const words = wordsOf(stdout).length;
  const parser = new PdfParseRunner();
  const extractor = new PdfTextExtractor(parser);
  const writer = new PdfWriteRunner({
    timeoutMs: 600_000,
    timeoutPerPageMs: 100,
    maxMemoryMb: 2 * DEFAULT_PDF_PARSE_LIMITS.maxMemoryMb,
    concurrency: 1,
  });
  console.log(`\npipeline on ${relative(ROOT, book)} (325 pages, ${words} words, French → English; repeated pages are translated once):`);
  try {
    const settings: [string, ConstructorParameters<typeof ApertiumEngine>[0]][] = [
      ['as it was (Spanish pivot, no tracking)', { pivots: { 'fr>en': { first: 'es' } }, trackWords: false }],
      ['Spanish pivot, tracking', { pivots: { 'fr>en': { first: 'es' } } }],
      ['as it is (chosen routes, tracking)', {}],
    ];
    for (const [label, options] of settings) {
      const engine = new ApertiumEngine({ dataDir: DATA_DIR, timeoutMs: 600_000, ...options });
      try {
        // Every pipeline started (the retry route's too: two unknown words), as in a running server.
        await engine.translateBatch(['Le chat est noir.', 'Le xqzwv et le vqzxw du Python sont noirs.'], 'fr', 'en');
        const started = performance.now();
        const done = await translateDocument({ sourcePath: book, source: 'fr', target: 'en', extractor, engine, writer });
        const seconds = (performance.now() - started) / 1000;
        const t = done.timings;
        console.log(
          `  ${label.padEnd(40)} ${String(Math.round(words / seconds)).padStart(6)} words/s  ${seconds.toFixed(1)} s ` +
            `(extract ${t.extract} ms, segment ${t.segment} ms, translate ${t.translate} ms, write ${t.write} ms; ${done.segments} segments)`,
        );
      } finally {
        await engine.close();
      }
    }
  } finally {
    writer.close();
    parser.close();
  }
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  if (!existsSync(join(CORPUS, 'README.md'))) throw new Error(`the shared corpus is not at ${CORPUS} (set SHARED_DIR)`);
  if (process.argv.includes('--book-only')) return bookBench();
  const modes = await discoverModes(DATA_DIR);
  const built = buildRoutes(modes);
  const chosen: string[] = [];
  for (const [source, target] of [
    ['en', 'fr'],
    ['fr', 'en'],
  ]) {
    const sample = await sampleFor(source, filters);
    const fallback = built.get(routeKey(source, target));
    if (!sample || !fallback) {
      console.log(`${source}→${target}: ${sample ? 'no route installed' : 'no document'}`);
      continue;
    }
    const dictionary = loadDictionary(DICTIONARIES[target]);
    console.log(`\n${source}→${target}: ${sample.words} words in ${sample.segments.length} sentences (${sample.documents.join(', ')})`);
    for (const route of routesFor(modes, source, target)) {
      const label = `${route.modes.join(' + ')}${route.via ? ` (via ${route.via})` : ''}`;
      const started = performance.now();
      try {
        const r = await runRoute(route, sample.segments);
        const seconds = (performance.now() - started) / 1000;
        const { ood, counted } = outOfDictionary(r.outputs, sample, dictionary);
        console.log(line({ label, seconds, unknown: r.unknown, generation: r.generation, ood, outputWords: counted }, sample.words));
      } catch (error) {
        console.log(
          line(
            { label, seconds: 0, unknown: [], generation: [], ood: 0, outputWords: 0, failed: (error as Error).message.split('\n')[0] },
            sample.words,
          ),
        );
      }
    }
    // The engine with each route alone (words tracked, proper nouns kept), then with the measured choice.
    const key = routeKey(source, target);
    const variants: [string, Record<string, PivotChoice> | undefined][] = routesFor(modes, source, target).map((route) => [
      `engine, ${route.via ? `via ${route.via}` : 'direct'} only`,
      { [key]: { first: route.via ?? '' } },
    ]);
    // The fastest route first, the one that leaves the fewest unknown words for the sentences it left some in: for
    // every sentence, then within a share of the words.
    const vias = routesFor(modes, source, target).map((r) => r.via ?? '');
    if (vias.includes('es') && vias.includes('ca')) {
      for (const retryShare of [1, 0.1, 0.05]) {
        variants.push([
          `engine, via es, retry via ca (${retryShare * 100}% of words)`,
          { [key]: { first: 'es', retry: 'ca', retryAt: 2, retryShare } },
        ]);
      }
    }
    variants.push([`engine (chosen: ${MEASURED_PIVOTS[key] ? JSON.stringify(MEASURED_PIVOTS[key]) : 'default'})`, undefined]);
    for (const [label, pivots] of variants) {
      const started = performance.now();
      const r = await runEngine(sample, pivots);
      const seconds = (performance.now() - started) / 1000;
      const { ood, counted } = outOfDictionary(r.outputs, sample, dictionary);
      console.log(line({ label, seconds, unknown: [], generation: [], ood, outputWords: counted, note: r.note }, sample.words));
    }
    const choice = chooseRoutes(modes, fallback);
    chosen.push(
      `${source}→${target}: ${choice.first.modes.join(' + ')} first` +
        (choice.retry
          ? `, ${choice.retry.modes.join(' + ')} for sentences left with ${choice.retryAt ?? 1}+ unknown words` +
            ` (at most ${Math.round((choice.retryShare ?? 1) * 100)}% of the words)`
          : ''),
    );
  }
  console.log('\nchosen routes (apertium-route-choice.ts):');
  for (const c of chosen) console.log(`  ${c}`);
  if (process.argv.includes('--book')) await bookBench();
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`bench:engine: ${error.message}`);
    process.exit(2);
  },
);
