/* eslint-disable max-lines -- one file on purpose: this sandboxed child imports nothing local but types (see below), so its parts cannot live in modules of their own without widening what --permission lets it read. */
// The child process that opens untrusted PDFs with pdf.js, started by PdfParseRunner (never imported by the app).
// It runs as TypeScript through Node's type stripping in development and tests, and as the compiled .js in the
// built app, so it only uses erasable syntax, imports nothing local except types, and uses no require,
// __dirname or import.meta. The parent bounds it: wall-clock timeout, memory cap, --permission (reads only this
// folder, pdf.js, tinyld and its own inbox folder, where the parent links the one file; no child processes, no
// addons), no code generation from strings, an environment without secrets, and an output cap.
//
// A process may be started ahead of need (a warm spare: pdf.js loaded, waiting): it still reads exactly one file,
// the one request it gets, and exits.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type {
  PdfAnalysis,
  PdfExtractedPage,
  PdfPageAnalysis,
  PdfTextItem,
  PdfWorkerErrorCode,
  PdfWorkerMessage,
  PdfWorkerPrepare,
  PdfWorkerRequest,
  PdfWorkerTexts,
} from './pdf.types';
import type * as WordBreaks from './word-breaks.util';
import type * as RunTogether from './run-together.util';
import type * as LanguageDetection from './language-detection.util';
import type * as PageRules from './page-rules.util';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type RawTextItem = { str: string; transform: number[]; width: number; height: number; fontName: string; hasEOL: boolean };

class WorkerFailure extends Error {
  readonly code: PdfWorkerErrorCode;
  constructor(code: PdfWorkerErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** What is known about the raw bytes before pdf.js takes them (it may detach the buffer). */
interface RawFacts {
  sha256: string;
  byteLength: number;
  mentionsEncrypt: boolean;
  hasObjects: boolean;
}

function rawFacts(buffer: Buffer): RawFacts {
  return {
    sha256: createHash('sha256').update(buffer).digest('hex'),
    byteLength: buffer.byteLength,
    mentionsEncrypt: buffer.includes('/Encrypt'),
    hasObjects: hasObjectHeader(buffer, OBJECT_HEADER_WINDOW),
  };
}

/** Bytes searched for an object header ("12 0 obj"): a file with none in them is not a PDF. */
const OBJECT_HEADER_WINDOW = 8 * 1024 * 1024;
const isPdfSpace = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d) || byte === 0xa0;
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39;
const isWordByte = (byte: number) => isDigit(byte) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a) || byte === 0x5f;

/**
 * Whether the first `window` bytes hold `/\d+\s+\d+\s+obj\b/` (read as Latin-1), found from each "obj" backwards
 * rather than by turning megabytes into a string for a regular expression (a tenth of a book's parse).
 */
export function hasObjectHeader(buffer: Buffer, window: number): boolean {
  const end = Math.min(buffer.length, window);
  for (let at = buffer.indexOf('obj'); at >= 0 && at + 3 <= end; at = buffer.indexOf('obj', at + 1)) {
    if (at + 3 < end && isWordByte(buffer[at + 3])) continue;
    let i = at - 1;
    const skip = (test: (byte: number) => boolean) => {
      const from = i;
      while (i >= 0 && test(buffer[i])) i--;
      return i < from;
    };
    if (skip(isPdfSpace) && skip(isDigit) && skip(isPdfSpace) && skip(isDigit)) return true;
  }
  return false;
}

// ---- Pure helpers (exported for unit tests) ----------------------------------------------------------------------

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** CJK without the global flag, for test() (a global regular expression's test starts where the last one ended). */
const CJK_ANY = new RegExp(CJK.source, 'u');

/** Text of a page in content order: runs joined as pdf.js emits them, a newline where a line ends. */
export function joinTextItems(items: ReadonlyArray<{ str?: string; hasEOL?: boolean }>): string {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue; // marked-content markers
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return text;
}

/** Joins words hyphenated at a line end ("transla-\ntion" → "translation"), keeping the other line ends. */
export function joinHyphenated(text: string): string {
  return text.replace(/(\p{L})[-\u00AD\u2010]\s*\n\s*(?=\p{Ll})/gu, '$1');
}

/** Joins words hyphenated at a line end ("transla-\ntion" → "translation") and collapses whitespace. */
export function normalizeText(text: string): string {
  return joinHyphenated(text).replace(/\s+/g, ' ').trim();
}

/**
 * Words as a translator counts them: whitespace-separated tokens holding a letter or a digit; in Chinese,
 * Japanese and Korean, which do not separate words by spaces, each character counts as one.
 */
export function countWords(text: string): number {
  let count = 0;
  for (const token of joinHyphenated(text).split(/\s+/)) if (token) count += wordsIn(token);
  return count;
}

/**
 * Whether countWords finds a word in `text`: a letter, a digit or a Chinese, Japanese or Korean character anywhere
 * (joining hyphenated words takes none away), told by a search that stops at the first instead of splitting the page.
 */
export function hasWords(text: string): boolean {
  return WORD_CHAR.test(text) || CJK_ANY.test(text);
}

/**
 * Words in one whitespace-free token (countWords). A token of ASCII alone, most of them in most documents, is told
 * by its character codes: the Unicode regular expressions cost a book's intake a tenth of a second.
 */
function wordsIn(token: string): number {
  let alphanumeric = false;
  for (let i = 0; i < token.length; i++) {
    const code = token.charCodeAt(i);
    if (code >= 0x80) return wordsInUnicode(token);
    const lower = code | 0x20;
    alphanumeric ||= (code >= 0x30 && code <= 0x39) || (lower >= 0x61 && lower <= 0x7a);
  }
  return alphanumeric ? 1 : 0;
}

function wordsInUnicode(token: string): number {
  const ideographs = token.match(CJK);
  if (!ideographs) return WORD_CHAR.test(token) ? 1 : 0;
  let count = ideographs.length;
  for (const rest of token.replace(CJK, ' ').split(' ')) if (WORD_CHAR.test(rest)) count++;
  return count;
}

/** PostScript name without the subset tag ("ABCDEF+Times-Bold" → "Times-Bold"). */
export function baseFontName(name: string): string {
  return name.replace(/^[A-Z]{6}\+/, '');
}

/**
 * Weight and slope words of font names (output/font-match.util.ts reads them the same way): URW's "-Medi" is bold
 * (NimbusRomNo9L-Medi is Times Bold; "Medium" alone is not) and "Ital" italic; Computer Modern's CMBX is bold
 * extended, CMTI text italic and CMSL slanted (CMMI, math italic, is not text).
 */
const BOLD_NAME = /bold|black|heavy|semibold|demi|-medi(?:ital)?$|^cmbx|^cmb\d|^sfbx/i;
const ITALIC_NAME = /italic|oblique|slant|^cmti|^cmsl|^cmbxti|^cmbxsl|^sfti|^sfsl/i;
const ITAL_SUFFIX = /Ital$/;

export function fontStyle(name: string, flags: { bold?: boolean; black?: boolean; italic?: boolean } = {}) {
  const base = baseFontName(name);
  return {
    bold: !!(flags.bold || flags.black) || BOLD_NAME.test(base),
    italic: !!flags.italic || ITALIC_NAME.test(base) || ITAL_SUFFIX.test(base),
  };
}

/** What pdf.js tells of a loaded font (with `fontExtraProperties`): its name, style flags and class facts. */
type LoadedFont = {
  name?: string;
  bold?: boolean;
  black?: boolean;
  italic?: boolean;
  isSerifFont?: boolean;
  isMonospace?: boolean;
  widths?: Record<string, number> | number[];
};

/** Glyph widths seen before a font is called monospaced by its widths alone. */
const MIN_EQUAL_WIDTHS = 10;

/**
 * The class facts of a font, for choosing the face its translation is set in: serif (the descriptor's Serif flag, or
 * a name pdf.js knows as serif) and monospace (the FixedPitch flag, or at least MIN_EQUAL_WIDTHS glyphs all of one
 * width). Only true facts are given, so runs stay small.
 */
export function fontClassFacts(font: Pick<LoadedFont, 'isSerifFont' | 'isMonospace' | 'widths'> | null): {
  serif?: true;
  monospace?: true;
} {
  if (!font) return {};
  let monospace = !!font.isMonospace;
  if (!monospace && font.widths) {
    let first = 0;
    let count = 0;
    monospace = true;
    for (const width of Object.values(font.widths)) {
      if (!width) continue;
      if (first === 0) first = width;
      else if (Math.abs(width - first) > 0.5) {
        monospace = false;
        break;
      }
      count++;
    }
    if (count < MIN_EQUAL_WIDTHS) monospace = false;
  }
  return { ...(font.isSerifFont ? { serif: true as const } : {}), ...(monospace ? { monospace: true as const } : {}) };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

// ---- pdf.js --------------------------------------------------------------------------------------------------------

/**
 * Images are counted, never decoded: decoding is most of the cost of a scanned page and the favourite vehicle of
 * decompression bombs. pdf.js drops every image above `maxImageSize` pixels from the operator list with a
 * warning (through console.log), so with a limit of one pixel each image is one warning.
 */
const MAX_DECODED_IMAGE_PIXELS = 1;
const SKIPPED_IMAGE_WARNING = 'Image exceeded maximum allowed size';
let skippedImages = 0;

function silenceConsole(): void {
  const sink = (...args: unknown[]) => {
    if (String(args[0]).includes(SKIPPED_IMAGE_WARNING)) skippedImages++;
  };
  console.log = sink;
  console.info = sink;
  console.warn = sink;
  console.debug = sink;
}

/** pdf.js is only ever given bytes, but nothing in this process may reach the network. */
function cutNetwork(): void {
  const refuse = () => {
    throw new Error('network access is disabled in the PDF parser');
  };
  globalThis.fetch = () => Promise.reject(new Error('network access is disabled in the PDF parser'));
  const net = process.getBuiltinModule('node:net');
  net.Socket.prototype.connect = refuse;
  const dns = process.getBuiltinModule('node:dns');
  dns.lookup = refuse as never;
}

/**
 * Nothing here draws, but pdf.js with `disableFontFace` (its default under Node) turns every glyph a page shows into a
 * drawing path and sends it across (a tenth of an intake's CPU). With font faces "enabled" it only hands each loaded
 * font to the document's font set: this one, and a FontFace that holds nothing, take them and do nothing.
 */
const NO_FONT_FACES = { fonts: { add: () => undefined, delete: () => undefined } } as unknown as Document;
class InertFontFace {
  readonly family: string;
  readonly loaded = Promise.resolve();
  constructor(family: string) {
    this.family = family;
  }
}

async function openDocument(pdfjs: PdfJs, bytes: Uint8Array, facts: RawFacts, request: PdfWorkerRequest): Promise<PdfDocument> {
  (globalThis as { FontFace?: unknown }).FontFace ??= InertFontFace;
  const params = {
    data: bytes,
    // Removed in pdf.js 5 (fonts are no longer compiled with eval); kept so a downgrade cannot turn it back on.
    // The process also runs with --disallow-code-generation-from-strings.
    isEvalSupported: false,
    disableFontFace: false,
    ownerDocument: NO_FONT_FACES,
    useSystemFonts: false,
    useWorkerFetch: false,
    useWasm: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    enableXfa: false,
    disableRange: true,
    disableStream: true,
    disableAutoFetch: true,
    stopAtErrors: false,
    maxImageSize: MAX_DECODED_IMAGE_PIXELS,
    fontExtraProperties: true, // font names and flags, for the bold and italic of each text run
    cMapUrl: request.cMapDir.replace(/\/?$/, '/'),
    cMapPacked: true,
    standardFontDataUrl: request.standardFontDir.replace(/\/?$/, '/'),
    verbosity: pdfjs.VerbosityLevel.WARNINGS,
  };
  let doc: PdfDocument;
  try {
    doc = await pdfjs.getDocument(params).promise;
  } catch (error) {
    throw classifyOpenFailure(error, facts);
  }
  const { info } = (await doc.getMetadata().catch(() => ({ info: {} }))) as { info: Record<string, unknown> };
  const permissions = await doc.getPermissions().catch(() => null);
  if (info.EncryptFilterName || permissions) throw new WorkerFailure('encrypted', `encrypted (${String(info.EncryptFilterName)})`);
  return doc;
}

/** A header followed by nothing PDF-like is not a PDF; a broken PDF structure is damaged. */
function classifyOpenFailure(error: unknown, facts: RawFacts): WorkerFailure {
  const name = (error as Error)?.name ?? '';
  const message = `${name}: ${(error as Error)?.message ?? String(error)}`;
  if (name === 'PasswordException' || facts.mentionsEncrypt) return new WorkerFailure('encrypted', message);
  if (!facts.hasObjects) return new WorkerFailure('not_a_pdf', message);
  return new WorkerFailure('damaged', message);
}

/**
 * The document-wide caches are let go once the V8 heap in use passes this share of the process's heap limit, or its
 * resident memory (font data lives outside the heap) this share: the parent kills the process at that limit.
 */
const CLEANUP_AT_HEAP_SHARE = 0.4;
const CLEANUP_AT_RESIDENT_SHARE = 0.6;
const HEAP_LIMIT_BYTES = process.getBuiltinModule('node:v8').getHeapStatistics().heap_size_limit;

/**
 * Lets go of a page once read, so memory follows the pages being read, not the pages read so far: the page's
 * operator list and objects at once, and pdf.js's document-wide caches on both sides (the fonts above all: a book's
 * chapters often embed their own subsets) whenever memory passes its share of the bound. Fonts still needed are
 * loaded again, under new ids. Letting them go every 20 pages instead cost a fifth of a book's parse in fonts loaded
 * again; by memory, a book whose fonts fit is read with its fonts loaded once, a hostile one is cut back page by page.
 */
async function releasePage(doc: PdfDocument, page: PdfPage): Promise<void> {
  page.cleanup();
  // The resident size is cheap to read; the heap's use (~0.3 ms) only once it could pass its share (it is resident).
  const rss = process.memoryUsage.rss();
  if (rss <= HEAP_LIMIT_BYTES * CLEANUP_AT_HEAP_SHARE) return;
  if (rss > HEAP_LIMIT_BYTES * CLEANUP_AT_RESIDENT_SHARE || process.memoryUsage().heapUsed > HEAP_LIMIT_BYTES * CLEANUP_AT_HEAP_SHARE)
    await doc.cleanup();
}

async function getPage(doc: PdfDocument, number: number): Promise<PdfPage> {
  try {
    return await doc.getPage(number);
  } catch (error) {
    throw new WorkerFailure('damaged', `page ${number}: ${(error as Error)?.message ?? String(error)}`);
  }
}

function pageBox(page: PdfPage) {
  const [x0, y0, x1, y1] = page.view;
  return { width: round(x1 - x0), height: round(y1 - y0), rotation: ((page.rotate % 360) + 360) % 360, view: [x0, y0, x1, y1].map(round) };
}

const IMAGE_OPS = [
  'paintImageXObject',
  'paintInlineImageXObject',
  'paintImageMaskXObject',
  'paintImageXObjectRepeat',
  'paintImageMaskXObjectRepeat',
  'paintInlineImageXObjectGroup',
  'paintImageMaskXObjectGroup',
];
const DRAWING_OPS = ['constructPath', 'shadingFill', 'fill', 'stroke', 'eoFill', 'fillStroke', 'eoFillStroke'];

/** Images and vector drawings on a page, from its operator list (annotations left out). */
async function graphicsOf(pdfjs: PdfJs, page: PdfPage): Promise<{ images: number; drawings: number }> {
  const ops = pdfjs.OPS as Record<string, number>;
  const imageOps = new Set(IMAGE_OPS.map((n) => ops[n]).filter((n) => n !== undefined));
  const drawingOps = new Set(DRAWING_OPS.map((n) => ops[n]).filter((n) => n !== undefined));
  skippedImages = 0;
  const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  let images = skippedImages;
  let drawings = 0;
  list.fnArray.forEach((fn, i) => {
    if (imageOps.has(fn)) images++;
    // A path pdf.js closes with endPath (`n`: a clip, or nothing) paints nothing: a blank page may set a clip.
    else if (drawingOps.has(fn) && !(fn === ops.constructPath && list.argsArray[i]?.[0] === ops.endPath)) drawings++;
  });
  return { images, drawings };
}

/** The fill colour before any is set (word-breaks.util's BLACK: this file imports no values). */
const BLACK = '#000000';

/**
 * The fill colour of each text run, from the glyph characters it shows (word-breaks.util's matchRuns, whose walk of
 * the operator list tracks the colour in force through q/Q and forms): the colour most of them have, of two as many
 * the one seen first; `undefined` for black and for a run without any.
 */
export function runColors(matched: ReadonlyArray<ReadonlyArray<{ fill: string }>>): Array<string | undefined> {
  return matched.map(runColor);
}

function runColor(chars: ReadonlyArray<{ fill: string }>): string | undefined {
  // Counted by colour only once a second one comes: most runs are of one colour.
  let first: string | undefined;
  let firstCount = 0;
  let counts: Map<string, number> | undefined;
  for (let k = 0; k < chars.length; k++) {
    const color = chars[k].fill;
    if (!counts && (first === undefined || color === first)) {
      first = color;
      firstCount++;
      continue;
    }
    counts ??= new Map([[first!, firstCount]]);
    counts.set(color, (counts.get(color) ?? 0) + 1);
  }
  let best = first;
  if (counts) for (const [color, n] of counts) if (n > counts.get(best!)!) best = color;
  return best === undefined || best === BLACK ? undefined : best;
}

/**
 * The parser's helpers beside this file (`word-breaks.util`, `run-together.util`, `language-detection.util`, `page-rules.util`): loaded by path, with this
 * file's own extension (.ts under type stripping, .js once built), since this file imports nothing local.
 */
function ownModule<T>(name: string): Promise<T> {
  const self = process.argv[1] ?? '';
  return import(join(dirname(self), `${name}${extname(self) || '.js'}`)) as Promise<T>;
}
let wordBreaksModule: Promise<typeof WordBreaks> | undefined;
let runTogetherModule: Promise<typeof RunTogether> | undefined;
let languageModule: Promise<typeof LanguageDetection> | undefined;
let rulesModule: Promise<typeof PageRules> | undefined;

/** The page's ruled lines (page-rules.util.ts: table borders, rules) from its operator list, which pdf.js keeps for the page. */
async function rulesOf(pdfjs: PdfJs, page: PdfPage): Promise<{ rules?: PageRules.PageRule[] }> {
  const { pageRules } = await (rulesModule ??= ownModule<typeof PageRules>('page-rules.util'));
  const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  const rules = pageRules(list, ruleOps(pdfjs));
  return rules.length > 0 ? { rules } : {};
}

/** pdf.js's operator numbers page-rules.util reads. */
function ruleOps(pdfjs: PdfJs): PageRules.RuleOps {
  const o = pdfjs.OPS as Record<string, number>;
  return {
    save: o.save,
    restore: o.restore,
    transform: o.transform,
    formBegin: o.paintFormXObjectBegin,
    formEnd: o.paintFormXObjectEnd,
    constructPath: o.constructPath,
    strokes: [o.stroke, o.closeStroke, o.fillStroke, o.eoFillStroke, o.closeFillStroke, o.closeEOFillStroke],
    fills: [o.fill, o.eoFill],
  };
}

/** Horizontal rules down to 1 pt: where TeX drew underscores (word-breaks.util reads them as "_", not word breaks). */
const UNDERSCORE_MIN_LENGTH = 1;

/**
 * The runs' texts with word breaks found from the glyphs' positions (word-breaks.util.ts) and their fill colours
 * (runColors), from one walk of the page's operator list; the texts as they are and no colours when runs and glyphs
 * cannot be matched.
 */
async function glyphFactsOf(
  pdfjs: PdfJs,
  page: PdfPage,
  runs: string[],
  underscoresRead?: Set<PageRules.PageRule>,
): Promise<{ texts: string[]; colors?: Array<string | undefined> }> {
  const { inkChars, matchRuns, breakMatchedRuns } = await (wordBreaksModule ??= ownModule<typeof WordBreaks>('word-breaks.util'));
  const o = pdfjs.OPS as Record<string, number>;
  const list = await page.getOperatorList({ annotationMode: pdfjs.AnnotationMode.DISABLE });
  const ops = {
    save: o.save,
    restore: o.restore,
    transform: o.transform,
    formBegin: o.paintFormXObjectBegin,
    formEnd: o.paintFormXObjectEnd,
    beginText: o.beginText,
    setFont: o.setFont,
    setCharSpacing: o.setCharSpacing,
    setWordSpacing: o.setWordSpacing,
    setHScale: o.setHScale,
    setLeading: o.setLeading,
    setLeadingMoveText: o.setLeadingMoveText,
    moveText: o.moveText,
    setTextMatrix: o.setTextMatrix,
    nextLine: o.nextLine,
    setTextRise: o.setTextRise,
    showText: o.showText,
    setFill: o.setFillRGBColor,
  };
  const fontOf = (id: string) =>
    id && page.commonObjs.has(id) ? (page.commonObjs.get(id) as { fontMatrix?: number[]; vertical?: boolean }) : undefined;
  const matched = matchRuns(runs, inkChars(list, ops, fontOf));
  if (!matched) return { texts: runs };
  const { pageRules, underscoreBetween } = await (rulesModule ??= ownModule<typeof PageRules>('page-rules.util'));
  const underscores = pageRules(list, ruleOps(pdfjs), { minLength: UNDERSCORE_MIN_LENGTH }).filter((rule) => rule.y0 === rule.y1);
  const underscoreAt = (a: WordBreaks.InkChar, b: WordBreaks.InkChar) => {
    const rule = underscoreBetween(a, b, underscores);
    if (rule) underscoresRead?.add(rule);
    return rule !== undefined;
  };
  return { texts: breakMatchedRuns(runs, matched, underscoreAt), colors: runColors(matched) };
}

/** The page's link annotations' rectangles (normalised, user space); absent when none. A page whose annotations
 * cannot be read has none: its links stay where they are in the output. */
async function linksOf(page: PdfPage): Promise<{ links?: PdfExtractedPage['links'] }> {
  let annotations: Array<{ subtype?: string; rect?: number[] }>;
  try {
    annotations = (await page.getAnnotations({ intent: 'display' })) as Array<{ subtype?: string; rect?: number[] }>;
  } catch {
    return {};
  }
  const links: NonNullable<PdfExtractedPage['links']> = [];
  for (const a of annotations) {
    const r = a.rect;
    if (a.subtype !== 'Link' || !Array.isArray(r) || r.length !== 4 || !r.every(Number.isFinite)) continue;
    links.push({
      x0: round(Math.min(r[0], r[2])),
      y0: round(Math.min(r[1], r[3])),
      x1: round(Math.max(r[0], r[2])),
      y1: round(Math.max(r[1], r[3])),
    });
  }
  return links.length > 0 ? { links } : {};
}

async function textItemsOf(page: PdfPage): Promise<RawTextItem[]> {
  const content = await page.getTextContent();
  return (content.items as unknown as RawTextItem[]).filter((item) => typeof item.str === 'string');
}

// ---- Modes -----------------------------------------------------------------------------------------------------

/**
 * A page's text with pdftotext is taken as it is when it has words, they do not look run together, and it is shorter
 * than this share of the text-run limit (a longer one is read with pdf.js, whose runs are counted against the limit).
 */
const POPPLER_TEXT_SHARE_OF_RUN_LIMIT = 0.25;
/** Pages the intake asks pdf.js to open at once (their boxes only). */
const OPEN_PAGES_AT_ONCE = 64;

/**
 * Intake: the quote's facts, page by page (real page count, page boxes, words, image-only pages, the language),
 * without the text runs' positions, which the translation job reads (`extract`). Each page's text is the one
 * pdftotext read (`texts`, from the parent), about four times cheaper than pdf.js's; pdf.js reads the text of a page
 * only where that is not enough: poppler gave nothing (or another page count), the page has no word by poppler
 * (a scan, or a font poppler cannot read: pdf.js decides, and counts its images and drawings), its words look run
 * together (pdf.js's runs with the word breaks of word-breaks.util.ts), or its text is long enough to hold more text
 * runs than a page may have (counted, refused as too complex). pdf.js opens the document and every page in any case:
 * its errors (encrypted, damaged, no pages, too many pages) are the intake's. Image-only pages are sent (no text runs)
 * for OCR.
 */
async function analyze(
  pdfjs: PdfJs,
  doc: PdfDocument,
  facts: RawFacts,
  request: PdfWorkerRequest,
  texts: PageTexts,
  sendPage: (page: PdfExtractedPage) => Promise<void>,
): Promise<PdfAnalysis> {
  // Every page is opened while pdftotext reads (a page pdf.js cannot read makes the file damaged), its box kept; asked
  // for OPEN_PAGES_AT_ONCE at a time, which costs pdf.js a third less than one after the other.
  const boxes: Array<ReturnType<typeof pageBox>> = [];
  for (let first = 1; first <= doc.numPages; first += OPEN_PAGES_AT_ONCE) {
    const count = Math.min(OPEN_PAGES_AT_ONCE, doc.numPages - first + 1);
    for (const page of await Promise.all(Array.from({ length: count }, (_, k) => getPage(doc, first + k)))) {
      boxes.push(pageBox(page));
      page.cleanup();
    }
  }
  const language = await (languageModule ??= ownModule<typeof LanguageDetection>('language-detection.util'));
  const { looksRunTogether } = await (runTogetherModule ??= ownModule<typeof RunTogether>('run-together.util'));
  const longText = request.maxItemsPerPage * POPPLER_TEXT_SHARE_OF_RUN_LIMIT;
  const sent = new Set<number>();

  /** The pages read from pdftotext's text as it comes (`poppler`), or with pdf.js alone; null: poppler failed after all. */
  const read = async (poppler: boolean) => {
    const sample = new language.LanguageSample(doc.numPages);
    const pages: PdfPageAnalysis[] = [];
    for (let number = 1; number <= doc.numPages; number++) {
      const box = boxes[number - 1];
      let text = poppler ? await texts.page(number) : undefined;
      if (poppler && (text === undefined || texts.count > doc.numPages)) return null; // failed, or another page count
      let wordCount = text === undefined || text.length >= longText || looksRunTogether(text) ? 0 : countWords(text);
      let imageOnly = false;
      if (wordCount === 0) {
        const page = await getPage(doc, number);
        const raw = await textItemsOf(page);
        checkRunCount(raw, number, request);
        // Word breaks add no word to a page without any: the image-only check can run on the runs as they are.
        if (countWords(joinTextItems(raw)) === 0) {
          const { images, drawings } = await graphicsOf(pdfjs, page);
          imageOnly = images + drawings > 0;
          text = '';
        } else {
          text = await wordBrokenTextOf(pdfjs, page, raw);
        }
        wordCount = countWords(text);
        if (imageOnly && !sent.has(number)) {
          sent.add(number);
          const view = box.view as PdfExtractedPage['view'];
          await sendPage({ number, width: box.width, height: box.height, rotation: box.rotation, view, items: [], imageOnly: true });
        }
        await releasePage(doc, page);
      }
      if (wordCount > 0) sample.addPage(joinHyphenated(text!));
      pages.push({ number, width: box.width, height: box.height, rotation: box.rotation, wordCount, hasText: wordCount > 0, imageOnly });
    }
    return poppler && !(await texts.complete(doc.numPages)) ? null : { pages, sample };
  };

  const { pages, sample } = (await read(true)) ?? (await read(false))!;
  return {
    pageCount: pages.length,
    pages,
    wordCount: pages.reduce((sum, p) => sum + p.wordCount, 0),
    ...(await detectSourceLanguage(language, sample)),
    sha256: facts.sha256,
    byteLength: facts.byteLength,
  };
}

/** The pages' text pdftotext writes, as the parent passes it on (intake). */
class PageTexts {
  private readonly pages: string[] = [];
  private done = false;
  private ok = false;
  private wake: () => void = () => undefined;

  add(message: PdfWorkerTexts): void {
    if (message?.type !== 'texts' || this.done) return;
    if (Array.isArray(message.texts)) this.pages.push(...message.texts.filter((text) => typeof text === 'string'));
    if (message.done) {
      this.done = true;
      this.ok = message.ok === true;
    }
    this.wake();
  }

  /** Pages received so far. */
  get count(): number {
    return this.pages.length;
  }

  /** Page `number`'s text once it has come; undefined when pdftotext ended (or failed) before it. */
  async page(number: number): Promise<string | undefined> {
    while (this.pages.length < number && !this.done) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.ok || !this.done ? this.pages[number - 1] : undefined;
  }

  /** Waits for pdftotext's end: whether it succeeded with exactly `pageCount` pages. */
  async complete(pageCount: number): Promise<boolean> {
    while (!this.done) await new Promise<void>((resolve) => (this.wake = resolve));
    return this.ok && this.pages.length === pageCount;
  }
}

/** A page's text from pdf.js's runs, with the word breaks the glyphs' positions show (lines as `joinTextItems`). */
async function wordBrokenTextOf(pdfjs: PdfJs, page: PdfPage, raw: RawTextItem[]): Promise<string> {
  const shown = raw.filter((item) => item.str !== '').map((item) => item.str);
  const { texts } = await glyphFactsOf(pdfjs, page, shown);
  let at = 0;
  return joinTextItems(raw.map((item) => ({ str: item.str === '' ? '' : (texts[at++] ?? item.str), hasEOL: item.hasEOL })));
}

/** The language guess on the sample (language-detection.util.ts), with tinyld's score. */
async function detectSourceLanguage(language: typeof LanguageDetection, sample: InstanceType<typeof LanguageDetection.LanguageSample>) {
  const { detectAll } = await loadLanguageModel();
  const guess = language.detectLanguage(sample.text(), detectAll);
  return { sourceLanguage: guess.language, sourceLanguageConfidence: guess.confidence, sourceLanguageSure: guess.sure };
}

async function extract(
  pdfjs: PdfJs,
  doc: PdfDocument,
  request: PdfWorkerRequest,
  send: (m: PdfWorkerMessage) => Promise<void>,
): Promise<void> {
  const fonts: FontCache = new Map();
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await getPage(doc, number);
    const raw = await textItemsOf(page);
    checkRunCount(raw, number, request);
    let images: number | undefined;
    // A page without words but with images or drawings is flagged for OCR, as in the analysis.
    const wordless = !hasWords(joinTextItems(raw));
    let imageOnly = false;
    if (request.countImages || wordless) {
      const graphics = await graphicsOf(pdfjs, page);
      if (request.countImages) images = graphics.images;
      imageOnly = wordless && graphics.images + graphics.drawings > 0;
    }
    const underscores = new Set<PageRules.PageRule>();
    const items = await textRunsOf(pdfjs, page, raw, fonts, request.countImages || wordless, underscores);
    const { width, height, rotation, view } = pageBox(page);
    const rules = items.length > 0 ? await rulesOf(pdfjs, page) : {};
    const links = items.length > 0 ? await linksOf(page) : {};
    const result: PdfExtractedPage = { number, width, height, rotation, view: view as PdfExtractedPage['view'], items, ...rules, ...links };
    // The rules read as underscores: a translated block's writer removes them (its text draws "_" instead).
    if (underscores.size > 0) result.underscores = [...underscores];
    if (images !== undefined) result.images = images;
    if (imageOnly) result.imageOnly = true;
    await send({ type: 'page', json: JSON.stringify(result) });
    await releasePage(doc, page);
  }
}

/** More text runs on a page than any real page has: a hostile or pathological page. */
function checkRunCount(raw: RawTextItem[], number: number, request: PdfWorkerRequest): void {
  if (raw.length > request.maxItemsPerPage) {
    throw new WorkerFailure('too_complex', `page ${number} has ${raw.length} text runs (limit ${request.maxItemsPerPage})`);
  }
}

type FontCache = Map<string, { fontName: string; bold: boolean; italic: boolean; serif?: boolean; monospace?: boolean }>;

/**
 * A page's text runs with positions and fonts (the caller checked their number). The operator list loads the fonts, whose names pdf.js only exposes
 * afterwards; font ids are document-wide, so unless it already ran on this page (`fontsLoaded`) it is only needed
 * on pages that use a font not seen yet.
 */
async function textRunsOf(
  pdfjs: PdfJs,
  page: PdfPage,
  raw: RawTextItem[],
  fonts: FontCache,
  fontsLoaded: boolean,
  underscoresRead?: Set<PageRules.PageRule>,
): Promise<PdfTextItem[]> {
  if (!fontsLoaded && raw.some((item) => item.str !== '' && !fonts.has(item.fontName))) await graphicsOf(pdfjs, page);
  // Word breaks the glyphs' positions show but the runs lack (before anything reads the words), and the runs' colours,
  // from the operator list (pdf.js keeps it for the page: fetched once).
  const shown = raw.filter((item) => item.str !== '');
  const { texts, colors } =
    shown.length > 0
      ? await glyphFactsOf(
          pdfjs,
          page,
          shown.map((item) => item.str),
          underscoresRead,
        )
      : { texts: [] as string[], colors: undefined };
  let shownIndex = 0;
  const items: PdfTextItem[] = [];
  for (const item of raw) {
    if (item.str === '') {
      // pdf.js marks a line break with an empty run: it belongs to the run before it.
      if (item.hasEOL && items.length > 0) items[items.length - 1].hasEOL = true;
      continue;
    }
    const [a, b, c, d, e, f] = item.transform;
    items.push({
      text: texts[shownIndex] ?? item.str,
      x: round(e),
      y: round(f),
      width: round(item.width),
      height: round(item.height),
      ...fontOf(page, item.fontName, fonts),
      fontSize: round(Math.hypot(c, d)),
      angle: round((Math.atan2(b, a) * 180) / Math.PI),
      hasEOL: item.hasEOL,
    });
    const color = colors?.[shownIndex];
    shownIndex++;
    if (color) items[items.length - 1].color = color;
  }
  return items;
}

function fontOf(page: PdfPage, id: string, cache: FontCache) {
  let font = cache.get(id);
  if (!font) {
    const loaded = page.commonObjs.has(id) ? (page.commonObjs.get(id) as LoadedFont) : null;
    const name = loaded?.name ? baseFontName(loaded.name) : id;
    font = { fontName: name, ...fontStyle(name, loaded ?? {}), ...fontClassFacts(loaded) };
    cache.set(id, font);
  }
  return font;
}

// ---- Process ---------------------------------------------------------------------------------------------------

function send(message: PdfWorkerMessage): Promise<void> {
  return new Promise((resolve, reject) => process.send!(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

let languageModel: Promise<typeof import('tinyld')> | undefined;
/** tinyld and its model, loaded once: at the intake's request, or before it when the parent says one is coming. */
const loadLanguageModel = () => (languageModel ??= import('tinyld'));

let pdfjsModule: Promise<PdfJs> | undefined;
/** pdf.js's parsing side, which registers itself as `globalThis.pdfjsWorker` (it has no type declarations). */
const PDFJS_WORKER_MODULE: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
/**
 * pdf.js with its parsing side loaded: pdf.js, finding it registered, runs it in this thread as its "fake worker"
 * instead of importing it on the first getDocument (a quarter of a second of a book's intake, now in a spare's boot).
 */
const loadPdfJs = (): Promise<PdfJs> =>
  (pdfjsModule ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import(PDFJS_WORKER_MODULE)]).then(([pdfjs]) => pdfjs));

async function run(request: PdfWorkerRequest, texts: PageTexts): Promise<void> {
  let buffer: Buffer;
  let pdfjs: PdfJs;
  try {
    buffer = readFileSync(request.filePath);
    pdfjs = await loadPdfJs();
  } catch (error) {
    throw new WorkerFailure('internal', `cannot start parsing: ${(error as Error)?.message ?? String(error)}`);
  }
  const facts = rawFacts(buffer);
  const doc = await openDocument(pdfjs, new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength), facts, request);
  const pageCount = doc.numPages;
  if (!Number.isInteger(pageCount) || pageCount < 1) throw new WorkerFailure('no_pages', `numPages=${pageCount}`);
  if (pageCount > request.maxPages) throw new WorkerFailure('too_many_pages', `${pageCount} pages`);
  await send({ type: 'meta', pageCount });
  if (request.mode === 'intake') {
    // tinyld's model (~0.15 s of CPU, 52 MB resident), unless the parent had it loaded in this spare while the upload
    // came in (`prepare`), loads while pdftotext reads and pdf.js opens the pages.
    void loadLanguageModel().catch(() => undefined);
    const sendPage = (page: PdfExtractedPage) => send({ type: 'page', json: JSON.stringify(page) });
    await send({ type: 'result', json: JSON.stringify(await analyze(pdfjs, doc, facts, request, texts, sendPage)) });
  } else {
    await extract(pdfjs, doc, request, send);
    await send({ type: 'result', json: JSON.stringify({ pageCount }) });
  }
}

/** Anything pdf.js throws while reading is the file's fault, except our own sandbox refusing something. */
function fail(error: unknown): Promise<void> {
  const message = `${(error as Error)?.name}: ${(error as Error)?.message ?? String(error)}`;
  const ours = (error as { code?: string })?.code === 'ERR_ACCESS_DENIED' || /Access to this API has been restricted/.test(message);
  const failure = error instanceof WorkerFailure ? error : new WorkerFailure(ours ? 'internal' : 'damaged', message);
  return send({ type: 'error', code: failure.code, message: failure.message });
}

if (process.env.PT_PDF_WORKER === '1' && process.send) {
  // Ctrl-C and a service manager's SIGTERM reach the whole process group, this process too; the parent, stopping
  // gracefully, still needs it for the upload it is finishing, and ends it itself (SIGKILL on close, or the IPC
  // channel closing when it exits).
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  silenceConsole();
  cutNetwork();
  process.on('disconnect', () => process.exit(0));
  process.on('unhandledRejection', (reason) => void fail(reason).finally(() => process.exit(1)));
  // The first message is the request, unless the parent says first what it will be (`prepare`: an upload is coming in,
  // the intake's language model loads while it waits); at intake the pages' text as pdftotext writes it comes next
  // (the parent runs it meanwhile).
  let request: PdfWorkerRequest | undefined;
  const texts = new PageTexts();
  process.on('message', (message: PdfWorkerRequest | PdfWorkerPrepare | PdfWorkerTexts) => {
    if (request) {
      if (request.mode === 'intake') texts.add(message as PdfWorkerTexts);
      return;
    }
    if ((message as PdfWorkerPrepare).type === 'prepare') {
      if ((message as PdfWorkerPrepare).mode === 'intake') void loadLanguageModel().catch(() => undefined);
      return;
    }
    request = message as PdfWorkerRequest;
    void send({ type: 'received' }).catch(() => undefined);
    run(request, texts)
      .catch(fail)
      .finally(() => process.exit(0));
  });
  // pdf.js and this file's helpers are loaded before saying ready, so a spare started ahead of need has them in memory
  // when its file comes.
  // A failure to load is reported when the request comes (run() loads it again and answers `internal`).
  void Promise.all([
    loadPdfJs(),
    (wordBreaksModule ??= ownModule<typeof WordBreaks>('word-breaks.util')),
    (runTogetherModule ??= ownModule<typeof RunTogether>('run-together.util')),
    (languageModule ??= ownModule<typeof LanguageDetection>('language-detection.util')),
    (rulesModule ??= ownModule<typeof PageRules>('page-rules.util')),
  ])
    .catch(() => undefined)
    .finally(() => void send({ type: 'ready' }));
}
