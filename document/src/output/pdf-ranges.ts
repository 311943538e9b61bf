import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { hasNumberedDestination, numberDestinations, pointDestinations, type QpdfValue } from './pdf-destinations.util';

// A long document is written by ranges of pages (TranslatedPdfBuilder with `ranges`), so the writing process never
// parses the whole of it: qpdf splits the source into files of `rangePages` pages before, and joins the translated
// ranges after. qpdf works from files and streams their objects: its memory follows the largest object, not the
// document. It is Debian's qpdf (.ci/toolchain.sh installs it).

/** qpdf's exit status when it wrote its output but warned (a damaged file it repaired). */
const QPDF_WARNINGS = 3;

/** A run of the source's pages in a file of its own: the numbers of its first and last pages, and where it is. */
export interface RangeFile {
  first: number;
  last: number;
  path: string;
}

function qpdf(args: readonly string[], timeoutMs: number, maxBuffer = 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('qpdf', args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer }, (error, out, stderr) => {
      if (!error || error.code === QPDF_WARNINGS) return resolve(out);
      const reason = error.killed ? `killed after ${timeoutMs} ms` : (stderr.trim().split('\n').pop() ?? error.message);
      reject(new Error(`qpdf failed: ${reason}`));
    });
  });
}

/**
 * Splits `source` into files of `rangePages` pages in `dir` (qpdf --split-pages), in page order. Each file keeps what
 * its pages use (fonts, images), so a resource shared by pages of two ranges is in both files.
 */
export async function splitPdf(source: string, dir: string, rangePages: number, timeoutMs: number): Promise<RangeFile[]> {
  await qpdf([source, `--split-pages=${rangePages}`, join(dir, 'range-%d.pdf')], timeoutMs);
  const ranges: RangeFile[] = [];
  for (const name of await readdir(dir)) {
    // qpdf names them range-<first>-<last>.pdf, numbers zero-padded to the page count's width.
    const match = /^range-(\d+)-(\d+)\.pdf$/.exec(name);
    if (match) ranges.push({ first: Number(match[1]), last: Number(match[2]), path: join(dir, name) });
  }
  return ranges.sort((a, b) => a.first - b.first);
}

/** A qpdf JSON entry of the objects (`obj:12 0 R`): `value` for an object, `stream.dict` for a stream. */
interface QpdfEntry {
  value?: QpdfValue;
  stream?: { dict: QpdfValue };
}

/** An object entry of qpdf's JSON as it prints it: `      "obj:12 0 R": {` (the trailer likewise). */
const ENTRY = /^ {6}"((?:obj:\d+ \d+ R)|trailer)": \{$/;
/** The end of the objects in qpdf's JSON. */
const ENTRIES_END = /^ {4}\}$/;

/**
 * Reads `file`'s objects from qpdf's JSON (no stream data) one at a time, without holding the JSON of the whole
 * document (a long book's is several MB): qpdf prints each object from a line of its own at a fixed indent. Only the
 * objects `wanted` says yes to, from their JSON text, are parsed and given to `onObject`.
 */
function eachObject(
  file: string,
  timeoutMs: number,
  wanted: (text: string) => boolean,
  onObject: (key: string, entry: QpdfEntry) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('qpdf', ['--json', '--json-key=qpdf', '--json-stream-data=none', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    let stderr = '';
    let failure: Error | undefined;
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4096)));
    let key: string | undefined;
    let lines: string[] = [];
    const flush = () => {
      if (key === undefined) return;
      const text = lines.join('\n').replace(/,$/, '');
      lines = [];
      try {
        if (key === 'trailer' || wanted(text)) onObject(key, (JSON.parse(`{${text}}`) as Record<string, QpdfEntry>)[key]);
      } catch (error) {
        failure ??= error as Error;
      }
      key = undefined;
    };
    const reader = createInterface({ input: child.stdout, crlfDelay: Infinity });
    reader.on('line', (line) => {
      const entry = ENTRY.exec(line);
      if (entry) {
        flush();
        key = entry[1];
      } else if (key !== undefined && ENTRIES_END.test(line)) {
        flush();
        return;
      }
      if (key !== undefined) lines.push(line);
    });
    child.on('error', (error) => (failure ??= error));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      flush();
      if (failure) return reject(new Error(`qpdf failed: ${failure.message}`));
      if (code !== 0 && code !== QPDF_WARNINGS)
        return reject(
          new Error(`qpdf failed: ${signal ? `killed after ${timeoutMs} ms` : (stderr.trim().split('\n').pop() ?? `exit ${code}`)}`),
        );
      resolve();
    });
  });
}

type QpdfDict = Record<string, QpdfValue>;

function isDict(value: QpdfValue | undefined): value is QpdfDict {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * What one pass over a file's objects gathers: its catalog, the page tree's nodes (its pages in order from them),
 * and the objects `wanted` picks.
 */
async function scanObjects(file: string, timeoutMs: number, wanted: (text: string) => boolean) {
  const nodes = new Map<string, QpdfValue[]>();
  const picked = new Map<string, QpdfValue>();
  const catalogs = new Map<string, QpdfDict>();
  const trailer: { root?: QpdfValue } = {};
  // The page tree's nodes have /Kids; a catalog says what it is; the rest only when asked for.
  const needed = (text: string) => text.includes('"/Kids"') || text.includes('"/Catalog"') || wanted(text);
  await eachObject(file, timeoutMs, needed, (key, entry) => {
    const value = entry.value;
    if (key === 'trailer') {
      trailer.root = isDict(value) ? value['/Root'] : undefined;
      return;
    }
    if (value === undefined) return; // a stream: no destination, no page tree
    if (isDict(value) && Array.isArray(value['/Kids'])) nodes.set(key, value['/Kids']);
    if (isDict(value) && value['/Type'] === '/Catalog') catalogs.set(key, value);
    picked.set(key, value);
  });
  const root = typeof trailer.root === 'string' ? `obj:${trailer.root}` : undefined;
  const catalog = root ? catalogs.get(root) : undefined;
  // The pages in order: the leaves of the page tree under the catalog's /Pages (each node once).
  const pages: string[] = [];
  const seen = new Set<string>();
  const walk = (ref: QpdfValue) => {
    if (typeof ref !== 'string' || seen.has(ref)) return;
    seen.add(ref);
    const kids = nodes.get(`obj:${ref}`);
    if (kids) kids.forEach(walk);
    else pages.push(ref);
  };
  walk(catalog?.['/Pages'] ?? null);
  return { root, catalog, pages, picked };
}

/** The JSON of an explicit destination's view, as qpdf prints it (one array element a line). */
const VIEW_TEXT = /"\/(XYZ|Fit[A-Z]{0,2})"/;

/** `source` with `objects` replaced (qpdf --update-from-json) written to `out`. */
async function updateObjects(source: string, out: string, objects: Record<string, QpdfEntry>, dir: string, timeoutMs: number) {
  const file = join(dir, 'update.json');
  await writeFile(file, JSON.stringify({ version: 2, qpdf: [{ jsonversion: 2 }, objects] }));
  await qpdf([source, `--update-from-json=${file}`, out], timeoutMs);
  await rm(file, { force: true });
  if (!existsSync(out)) throw new Error('qpdf failed: no output');
}

/**
 * A source readied for its split and join: the file to split (`path`), how many of its objects hold destinations
 * naming a page by number, and, when its catalog has yet to get the translation's /Lang, the catalog with it (applied
 * by the join, in the same qpdf run).
 */
export interface PreparedSource {
  path: string;
  destinations: number;
  catalog?: Record<string, QpdfEntry>;
}

/**
 * `source` readied for its split: every destination of its outline, named destinations, links and open action names
 * its page by number (pdf-destinations.util.ts), so the join can point it at the translated page. When there are
 * some, it is written to `out` with `language` as its catalog's /Lang; when there are none it stays as it is (no
 * second copy of a long document) and the join sets /Lang.
 */
export async function prepareSourcePdf(params: {
  source: string;
  out: string;
  language?: string;
  dir: string;
  timeoutMs: number;
}): Promise<PreparedSource> {
  const { source, out, language, dir, timeoutMs } = params;
  const { root, catalog, pages, picked } = await scanObjects(source, timeoutMs, (text) => VIEW_TEXT.test(text));
  const pageNumbers = new Map(pages.map((ref, index) => [ref, index]));
  const changed: Record<string, QpdfEntry> = {};
  for (const [key, value] of picked) {
    const numbered = numberDestinations(value, pageNumbers);
    if (numbered !== undefined) changed[key] = { value: numbered };
  }
  const destinations = Object.keys(changed).length;
  // The catalog (with its destinations by number, when it has an open action) and the translation's language.
  const withLanguage: Record<string, QpdfEntry> = {};
  const numberedCatalog = root ? changed[root]?.value : undefined;
  if (language && root && catalog)
    withLanguage[root] = { value: { ...(isDict(numberedCatalog) ? numberedCatalog : catalog), '/Lang': `u:${language}` } };
  if (destinations === 0) return { path: source, destinations, ...(root && catalog && language ? { catalog: withLanguage } : {}) };
  await updateObjects(source, out, { ...changed, ...withLanguage }, dir, timeoutMs);
  return { path: out, destinations };
}

/**
 * Joins the ranges' files, in order, into `out`. The readied source (prepareSourcePdf) stays the document (qpdf's
 * primary file): its catalog (outline, named destinations, forms, metadata, /Lang) is kept, its pages replaced by the
 * ranges' pages, and every destination naming a page by number names that page of the output again: in a bilingual
 * document (`bilingual`: each source page followed by its translation) the source page, or for a link on a
 * translated page the translated page. The page labels are the ranges'.
 */
export async function joinPdfRanges(params: {
  source: PreparedSource;
  parts: readonly string[];
  out: string;
  bilingual?: boolean;
  dir: string;
  timeoutMs: number;
}): Promise<void> {
  const { source, parts, out, bilingual, dir, timeoutMs } = params;
  const update: string[] = [];
  if (source.catalog) {
    const file = join(dir, 'catalog.json');
    await writeFile(file, JSON.stringify({ version: 2, qpdf: [{ jsonversion: 2 }, source.catalog] }));
    update.push(`--update-from-json=${file}`);
  }
  const joined = source.destinations > 0 ? join(dir, 'joined.pdf') : out;
  await qpdf([source.path, ...update, '--pages', ...parts, '--', joined], timeoutMs);
  if (!existsSync(joined)) throw new Error('qpdf failed: no output');
  if (joined === out) return;
  const { pages, picked } = await scanObjects(
    joined,
    timeoutMs,
    (text) => text.includes('"/PT.page.') || text.includes('"/Annots"') || text.includes('"/A": "'),
  );
  // The objects whose destinations name a page by number, and which page each annotation (and its action) is on.
  const numbered = new Map<string, QpdfValue>();
  const pageOfObject = new Map<string, number>();
  const actionOf = new Map<string, string>();
  const pageIndex = new Map(pages.map((ref, index) => [`obj:${ref}`, index]));
  for (const [key, value] of picked) {
    if (hasNumberedDestination(value)) numbered.set(key, value);
    if (!isDict(value)) continue;
    const page = pageIndex.get(key);
    const annots = value['/Annots'];
    if (page !== undefined && Array.isArray(annots))
      for (const annot of annots) if (typeof annot === 'string') pageOfObject.set(`obj:${annot}`, page);
    if (typeof value['/A'] === 'string') actionOf.set(`obj:${value['/A']}`, key);
  }
  if (numbered.size === 0) return rename(joined, out);
  const changed: Record<string, QpdfEntry> = {};
  for (const [key, value] of numbered) {
    const holder = pageOfObject.get(key) ?? pageOfObject.get(actionOf.get(key) ?? '');
    // A link on a translated page of a bilingual document leads to the translated page; anything else to the page
    // of the document (the source's in a bilingual one).
    const onTranslation = bilingual && holder !== undefined && holder % 2 === 1;
    changed[key] = {
      value: pointDestinations(value, (number) => pages[bilingual ? 2 * number + (onTranslation ? 1 : 0) : number]) ?? value,
    };
  }
  await updateObjects(joined, out, changed, dir, timeoutMs);
  await rm(joined, { force: true });
}
