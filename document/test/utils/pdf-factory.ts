/* eslint-disable max-lines -- the builders of every test PDF (one function per kind of document, with what was drawn), shared by the document, backend and browser tests; each builder is short, they share the drawing helpers here. */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync, deflateSync, constants as zlibConstants } from 'node:zlib';
import { degrees, PDFDict, PDFDocument, PDFFont, PDFName, PDFNumber, PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * Real PDFs for tests, made with pdf-lib (and by hand where pdf-lib cannot: encryption, bombs). Each valid
 * document comes with what was drawn, so tests can compare the parser's findings with the truth.
 */

export const PAGE_SIZES = {
  letter: [612, 792],
  a4: [595.28, 841.89],
  letterLandscape: [792, 612],
  a4Landscape: [841.89, 595.28],
} as const satisfies Record<string, readonly [number, number]>;

export type ProseLanguage = 'en' | 'fr' | 'es';

/** A line of text as drawn: baseline start (x, y) in PDF user space, origin bottom-left. */
export interface DrawnLine {
  page: number;
  text: string;
  x: number;
  y: number;
  /** Advance width of the text at its size. */
  width: number;
  size: number;
  font: string;
}

export interface GeneratedPdf {
  bytes: Uint8Array;
  pages: Array<{ width: number; height: number; rotation: number }>;
  lines: DrawnLine[];
  /** Words drawn per page (hyphenated line ends joined), as a translator counts them. */
  words: number[];
}

export const PROSE: Record<ProseLanguage, string[]> = {
  en: [
    'The harbour was quiet in the early morning, and the fishermen were already mending their nets on the stone quay.',
    'Every spring the town council publishes a short report on the state of the roads, the schools and the public library.',
    'She opened the old cookbook her grandmother had left her and found a recipe for bread written in the margin by hand.',
    'Travellers who arrive by train should follow the signs to the river, where the museum stands beside the old mill.',
    'The committee will meet again next week to review the budget and to decide which projects can be started this year.',
    'Children learn to read more easily when they are surrounded by books and when adults read aloud to them every evening.',
  ],
  fr: [
    'Le port était calme au petit matin, et les pêcheurs réparaient déjà leurs filets sur le quai de pierre.',
    'Chaque printemps, le conseil municipal publie un court rapport sur l’état des routes, des écoles et de la bibliothèque.',
    'Elle ouvrit le vieux livre de cuisine que sa grand-mère lui avait laissé et trouva une recette de pain écrite à la main.',
    'Les voyageurs qui arrivent en train doivent suivre les panneaux vers la rivière, où le musée se trouve près du vieux moulin.',
    'Le comité se réunira de nouveau la semaine prochaine pour examiner le budget et choisir les projets de cette année.',
    'Les enfants apprennent à lire plus facilement lorsqu’ils sont entourés de livres et que les adultes leur lisent des histoires.',
  ],
  es: [
    'El puerto estaba tranquilo a primera hora de la mañana y los pescadores ya reparaban sus redes en el muelle de piedra.',
    'Cada primavera el ayuntamiento publica un breve informe sobre el estado de las carreteras, las escuelas y la biblioteca.',
    'Ella abrió el viejo libro de cocina que le había dejado su abuela y encontró una receta de pan escrita a mano en el margen.',
    'Los viajeros que llegan en tren deben seguir las señales hacia el río, donde el museo se encuentra junto al viejo molino.',
    'El comité se reunirá de nuevo la próxima semana para revisar el presupuesto y decidir qué proyectos pueden empezar este año.',
    'Los niños aprenden a leer con más facilidad cuando están rodeados de libros y cuando los adultos les leen cada noche.',
  ],
};

/** Words as the analyser counts them (whitespace-separated tokens with a letter or digit). */
export function countWordsOf(text: string): number {
  return text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;
}

// ---- Drawing helpers -------------------------------------------------------------------------------------------

class Canvas {
  readonly lines: DrawnLine[] = [];
  readonly words: number[] = [];
  constructor(readonly doc: PDFDocument) {}

  addPage(size: readonly [number, number], rotation = 0): PDFPage {
    const page = this.doc.addPage([size[0], size[1]]);
    if (rotation) page.setRotation(degrees(rotation));
    this.words.push(0);
    return page;
  }

  text(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont, fontName: string, countWords = true): void {
    page.drawText(text, { x, y, size, font, color: rgb(0, 0, 0) });
    const number = this.doc.getPages().indexOf(page) + 1;
    this.lines.push({ page: number, text, x, y, width: font.widthOfTextAtSize(text, size), size, font: fontName });
    if (countWords) this.words[number - 1] += countWordsOf(text);
  }

  /** Wraps paragraphs into a column; returns the y below the last line. */
  paragraphs(
    page: PDFPage,
    paragraphs: string[],
    box: { x: number; top: number; width: number; bottom: number },
    font: PDFFont,
    fontName: string,
    size = 11,
  ): number {
    const leading = size * 1.35;
    let y = box.top;
    for (const paragraph of paragraphs) {
      for (const line of wrap(paragraph, font, size, box.width)) {
        if (y < box.bottom) return y;
        this.text(page, line, box.x, y, size, font, fontName);
        y -= leading;
      }
      y -= leading * 0.6;
    }
    return y;
  }

  async result(): Promise<GeneratedPdf> {
    const bytes = await this.doc.save({ useObjectStreams: false });
    const pages = this.doc.getPages().map((p) => {
      const { width, height } = p.getMediaBox();
      return { width, height, rotation: p.getRotation().angle };
    });
    return { bytes, pages, lines: this.lines, words: this.words };
  }
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function newCanvas(
  title = 'PageTranslate test document',
): Promise<{ canvas: Canvas; fonts: Record<'regular' | 'bold' | 'italic', PDFFont> }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('PageTranslate test factory');
  doc.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2024-01-01T00:00:00Z'));
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.TimesRomanItalic),
  };
  return { canvas: new Canvas(doc), fonts };
}

// ---- Valid documents -------------------------------------------------------------------------------------------

/** `pages` pages of prose in one language: a bold title, an italic subtitle, then wrapped paragraphs. */
export async function prosePdf(
  options: { pages?: number; language?: ProseLanguage; size?: readonly [number, number] } = {},
): Promise<GeneratedPdf> {
  const { pages = 3, language = 'en', size = PAGE_SIZES.letter } = options;
  const { canvas, fonts } = await newCanvas();
  const paragraphs = PROSE[language];
  for (let n = 1; n <= pages; n++) {
    const page = canvas.addPage(size);
    const top = size[1] - 72;
    canvas.text(page, `Chapter ${n}`, 72, top, 20, fonts.bold, 'Helvetica-Bold');
    canvas.text(
      page,
      paragraphs[(n - 1) % paragraphs.length].split(' ').slice(0, 6).join(' '),
      72,
      top - 26,
      12,
      fonts.italic,
      'Times-Italic',
    );
    const rotated = [...paragraphs.slice(n % paragraphs.length), ...paragraphs.slice(0, n % paragraphs.length)];
    canvas.paragraphs(page, rotated, { x: 72, top: top - 60, width: size[0] - 144, bottom: 72 }, fonts.regular, 'Helvetica');
  }
  return canvas.result();
}

/** One page in two columns of text. */
export async function twoColumnPdf(language: ProseLanguage = 'en'): Promise<GeneratedPdf> {
  const { canvas, fonts } = await newCanvas();
  const [width, height] = PAGE_SIZES.letter;
  const page = canvas.addPage(PAGE_SIZES.letter);
  canvas.text(page, 'Two columns', 54, height - 60, 18, fonts.bold, 'Helvetica-Bold');
  const columnWidth = (width - 54 * 2 - 36) / 2;
  const paragraphs = PROSE[language];
  canvas.paragraphs(
    page,
    paragraphs.slice(0, 3),
    { x: 54, top: height - 100, width: columnWidth, bottom: 72 },
    fonts.regular,
    'Helvetica',
    10,
  );
  canvas.paragraphs(
    page,
    paragraphs.slice(3),
    { x: 54 + columnWidth + 36, top: height - 100, width: columnWidth, bottom: 72 },
    fonts.regular,
    'Helvetica',
    10,
  );
  return canvas.result();
}

/** A table: ruled grid, a bold header row and cells holding words and numbers. */
export async function tablePdf(): Promise<GeneratedPdf> {
  const { canvas, fonts } = await newCanvas();
  const page = canvas.addPage(PAGE_SIZES.a4);
  const rows = [
    ['Item', 'Quantity', 'Unit price', 'Total'],
    ['Paper', '12', '4.50', '54.00'],
    ['Ink cartridges', '3', '19.99', '59.97'],
    ['Folders', '40', '0.75', '30.00'],
    ['Stapler', '1', '12.00', '12.00'],
  ];
  const x0 = 60;
  const top = 760;
  const colWidth = 118;
  const rowHeight = 24;
  for (let r = 0; r <= rows.length; r++) {
    page.drawLine({ start: { x: x0, y: top - r * rowHeight }, end: { x: x0 + colWidth * 4, y: top - r * rowHeight }, thickness: 0.8 });
  }
  for (let c = 0; c <= 4; c++) {
    page.drawLine({
      start: { x: x0 + c * colWidth, y: top },
      end: { x: x0 + c * colWidth, y: top - rows.length * rowHeight },
      thickness: 0.8,
    });
  }
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      const font = r === 0 ? fonts.bold : fonts.regular;
      canvas.text(page, cell, x0 + c * colWidth + 6, top - (r + 1) * rowHeight + 8, 10, font, r === 0 ? 'Helvetica-Bold' : 'Helvetica');
    }),
  );
  return canvas.result();
}

/** Page 1 prose, page 2 only a picture (a scanned page, as far as a parser can tell), page 3 blank. */
export async function imageOnlyPdf(): Promise<GeneratedPdf> {
  const { canvas, fonts } = await newCanvas();
  const [width, height] = PAGE_SIZES.letter;
  const first = canvas.addPage(PAGE_SIZES.letter);
  canvas.paragraphs(first, PROSE.en.slice(0, 2), { x: 72, top: height - 72, width: width - 144, bottom: 72 }, fonts.regular, 'Helvetica');
  const image = await canvas.doc.embedPng(pngBytes(48, 64));
  const scan = canvas.addPage(PAGE_SIZES.letter);
  scan.drawImage(image, { x: 36, y: 36, width: width - 72, height: height - 72 });
  canvas.addPage(PAGE_SIZES.letter);
  return canvas.result();
}

/** Lines ending in hyphens that split words, as typeset justified text does. */
export const HYPHENATED_LINES = [
  'International transla-',
  'tion requires careful',
  'prepara-',
  'tion of every docu-',
  'ment before it is printed.',
];
export const HYPHENATED_WORDS = 12; // "International translation requires careful preparation of every document before it is printed."

export async function hyphenatedPdf(): Promise<GeneratedPdf> {
  const { canvas, fonts } = await newCanvas();
  const page = canvas.addPage(PAGE_SIZES.letter);
  HYPHENATED_LINES.forEach((line, i) => canvas.text(page, line, 72, 700 - i * 15, 12, fonts.regular, 'Helvetica', false));
  canvas.words[0] = HYPHENATED_WORDS;
  return canvas.result();
}

/** Letter, A4, Letter landscape, and A4 turned by /Rotate 90. */
export async function mixedSizesPdf(): Promise<GeneratedPdf> {
  const { canvas, fonts } = await newCanvas();
  const sizes: Array<[readonly [number, number], number]> = [
    [PAGE_SIZES.letter, 0],
    [PAGE_SIZES.a4, 0],
    [PAGE_SIZES.letterLandscape, 0],
    [PAGE_SIZES.a4, 90],
  ];
  sizes.forEach(([size, rotation], i) => {
    const page = canvas.addPage(size, rotation);
    canvas.text(page, `Page ${i + 1} of the mixed sizes document`, 50, size[1] - 80, 14, fonts.regular, 'Helvetica');
  });
  return canvas.result();
}

/** Every layout in one file: prose, two columns, table, image-only, hyphenation, landscape. */
export async function layoutSamplerPdf(): Promise<GeneratedPdf> {
  const parts = [
    await prosePdf({ pages: 1 }),
    await twoColumnPdf(),
    await tablePdf(),
    await imageOnlyPdf(),
    await hyphenatedPdf(),
    await prosePdf({ pages: 1, size: PAGE_SIZES.a4Landscape }),
  ];
  const merged = await PDFDocument.create();
  const result: GeneratedPdf = { bytes: new Uint8Array(), pages: [], lines: [], words: [] };
  for (const part of parts) {
    const source = await PDFDocument.load(part.bytes);
    const offset = merged.getPageCount();
    for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
    result.pages.push(...part.pages);
    result.words.push(...part.words);
    result.lines.push(...part.lines.map((l) => ({ ...l, page: l.page + offset })));
  }
  result.bytes = await merged.save({ useObjectStreams: false });
  return result;
}

/** n pages with one short line each: cheap documents for page-limit and concurrency tests. */
export async function manyPagesPdf(n: number): Promise<GeneratedPdf> {
  const { canvas, fonts } = await newCanvas();
  for (let i = 1; i <= n; i++) canvas.text(canvas.addPage(PAGE_SIZES.letter), `Page number ${i}`, 72, 700, 12, fonts.regular, 'Helvetica');
  return canvas.result();
}

// ---- Long, varied documents (benchmark, throughput) ------------------------------------------------------------

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32): the same seed gives the same document on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Common English words the engines know (regular plurals: noun + s), so every sentence is real translation work.
const WORDS = {
  nouns: [
    'report',
    'river',
    'village',
    'teacher',
    'garden',
    'market',
    'engineer',
    'bridge',
    'doctor',
    'farmer',
    'road',
    'window',
    'student',
    'painter',
    'station',
    'letter',
    'record',
    'forest',
    'island',
    'machine',
    'budget',
    'project',
    'council',
    'museum',
    'library',
    'hospital',
    'school',
    'worker',
    'visitor',
    'neighbour',
    'building',
    'table',
    'computer',
    'problem',
    'question',
    'answer',
    'meeting',
    'plan',
    'map',
    'boat',
    'train',
    'house',
    'kitchen',
    'street',
    'city',
    'country',
    'mountain',
    'lake',
    'company',
    'customer',
    'product',
    'price',
    'contract',
    'lawyer',
    'judge',
    'officer',
    'nurse',
    'patient',
    'writer',
    'book',
    'page',
    'chapter',
    'song',
    'singer',
    'player',
    'team',
    'game',
    'field',
    'animal',
    'bird',
    'horse',
    'tree',
    'flower',
    'wall',
  ],
  adjectives: [
    'old',
    'new',
    'small',
    'large',
    'quiet',
    'busy',
    'careful',
    'young',
    'green',
    'red',
    'white',
    'dark',
    'bright',
    'warm',
    'cold',
    'long',
    'short',
    'simple',
    'difficult',
    'important',
    'public',
    'private',
    'local',
    'national',
    'early',
    'late',
    'happy',
    'tired',
    'strong',
    'weak',
    'rich',
    'poor',
    'beautiful',
    'strange',
    'famous',
    'modern',
    'ancient',
    'narrow',
    'wide',
  ],
  verbs: [
    'opened',
    'closed',
    'visited',
    'described',
    'repaired',
    'painted',
    'cleaned',
    'studied',
    'changed',
    'finished',
    'started',
    'followed',
    'watched',
    'helped',
    'received',
    'presented',
    'prepared',
    'organised',
    'discovered',
    'explained',
    'reported',
    'checked',
    'improved',
    'moved',
    'crossed',
    'reached',
    'defended',
    'accepted',
    'refused',
    'collected',
    'published',
    'used',
    'built',
    'found',
    'wrote',
    'read',
    'sold',
    'bought',
    'saw',
    'left',
    'kept',
    'brought',
    'taught',
    'told',
  ],
  adverbs: ['slowly', 'quickly', 'carefully', 'quietly', 'again', 'later', 'often', 'always', 'finally', 'suddenly', 'easily', 'together'],
  prepositions: ['near', 'behind', 'beside', 'under', 'above', 'across', 'along', 'inside', 'outside', 'towards', 'after', 'before'],
  names: ['Anna', 'Peter', 'Maria', 'John', 'Sophie', 'David', 'Laura', 'Thomas', 'Clara', 'Martin', 'Helen', 'Paul'],
  times: [
    'in the morning',
    'in the evening',
    'last week',
    'last year',
    'every day',
    'every summer',
    'on Monday',
    'at night',
    'yesterday',
    'in the spring',
  ],
  connectors: ['because', 'while', 'although', 'when', 'after', 'before'],
};

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One English sentence drawn from the word lists: a handful of templates filled at random, with numbers now and then.
 * Practically never the same twice (the choices multiply to billions), so de-duplication cannot shorten the work.
 */
export function randomSentence(random: () => number): string {
  const n = () => pick(random, WORDS.nouns);
  const a = () => pick(random, WORDS.adjectives);
  const v = () => pick(random, WORDS.verbs);
  const np = () => (random() < 0.5 ? `the ${a()} ${n()}` : random() < 0.5 ? `the ${n()}s` : `a ${a()} ${n()}`);
  const clause = () => (random() < 0.3 ? `${pick(random, WORDS.names)} ${v()} ${np()}` : `${np()} ${v()} ${np()}`);
  const templates: Array<() => string> = [
    () => `${clause()} ${pick(random, WORDS.prepositions)} ${np()}`,
    () => `${clause()} ${pick(random, WORDS.times)}, and ${clause()} ${pick(random, WORDS.adverbs)}`,
    () => `${pick(random, WORDS.connectors)} ${clause()}, ${clause()}`,
    () =>
      `in ${1900 + Math.floor(random() * 125)}, ${2 + Math.floor(random() * 400)} ${n()}s ${v()} ${np()} ${pick(random, WORDS.prepositions)} ${np()}`,
    () => `${clause()} ${pick(random, WORDS.adverbs)} ${pick(random, WORDS.connectors)} ${clause()}`,
    () => `${pick(random, WORDS.names)} and ${pick(random, WORDS.names)} ${v()} ${np()} ${pick(random, WORDS.times)}`,
  ];
  return `${capitalise(pick(random, templates)())}.`;
}

/** A paragraph of 3–6 random sentences. */
export function randomParagraph(random: () => number): string {
  const count = 3 + Math.floor(random() * 4);
  return Array.from({ length: count }, () => randomSentence(random)).join(' ');
}

export type VariedLayout = 'one-column' | 'two-columns' | 'images';

/**
 * A long English document of varied text (see randomSentence): per page a bold chapter title, body text in one or
 * two columns (a paragraph goes on in the next column or page), a picture on every page for 'images', and a running
 * footer "Page n of N". The same seed gives the same bytes.
 */
export async function variedDocumentPdf(options: { pages: number; layout?: VariedLayout; seed?: number }): Promise<GeneratedPdf> {
  const { pages, layout = 'one-column', seed = 1 } = options;
  const random = seededRandom(seed);
  const { canvas, fonts } = await newCanvas();
  const [width, height] = PAGE_SIZES.letter;
  const size = layout === 'two-columns' ? 10 : 11;
  const leading = size * 1.35;
  const margin = 60;
  const gutter = 24;
  const image = layout === 'images' ? await canvas.doc.embedPng(pngBytes(64, 48)) : undefined;
  let pending: string[] = []; // lines of the paragraph being set (it may go on in the next column)
  for (let number = 1; number <= pages; number++) {
    const page = canvas.addPage(PAGE_SIZES.letter);
    const top = height - margin;
    canvas.text(
      page,
      `Chapter ${number}: ${capitalise(pick(random, WORDS.adjectives))} ${pick(random, WORDS.nouns)}s`,
      margin,
      top,
      18,
      fonts.bold,
      'Helvetica-Bold',
    );
    canvas.text(page, `Page ${number} of ${pages}`, width / 2 - 30, 36, 9, fonts.regular, 'Helvetica');
    let bodyTop = top - 36;
    if (image) {
      const pictureHeight = 150;
      page.drawImage(image, { x: margin, y: bodyTop - pictureHeight, width: width - 2 * margin, height: pictureHeight });
      bodyTop -= pictureHeight + 24;
    }
    const columns = layout === 'two-columns' ? 2 : 1;
    const columnWidth = (width - 2 * margin - (columns - 1) * gutter) / columns;
    for (let c = 0; c < columns; c++) {
      const x = margin + c * (columnWidth + gutter);
      let y = bodyTop;
      while (y >= margin) {
        if (pending.length === 0) {
          pending = wrap(randomParagraph(random), fonts.regular, size, columnWidth);
          if (y !== bodyTop) y -= leading * 0.6; // paragraph spacing
          if (y < margin) break;
        }
        canvas.text(page, pending.shift()!, x, y, size, fonts.regular, 'Helvetica');
        y -= leading;
      }
    }
  }
  return canvas.result();
}

// ---- Damaged, hostile and refused files ------------------------------------------------------------------------

/** A small RGB PNG (a gradient), e.g. to embed, or to upload under a .pdf name. */
export function pngBytes(width = 16, height = 16): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      raw[at] = (x * 255) / width;
      raw[at + 1] = (y * 255) / height;
      raw[at + 2] = 128;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** A PDF cut short, as an interrupted download leaves it: the later objects, cross-reference table and trailer are gone. */
export async function truncatedPdf(fraction = 0.6): Promise<Uint8Array> {
  const { bytes } = await prosePdf({ pages: 2 });
  return bytes.slice(0, Math.floor(bytes.length * fraction));
}

/** The PDF header followed by random bytes. */
export function garbageAfterHeaderPdf(size = 4096): Uint8Array {
  let seed = 42;
  const garbage = Buffer.alloc(size);
  for (let i = 0; i < size; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    garbage[i] = seed >> 16;
  }
  return new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), garbage]));
}

/** Two real pages whose page tree claims /Count 1000000. */
export async function countLiePdf(claimed = 1_000_000): Promise<Uint8Array> {
  const { bytes } = await prosePdf({ pages: 2 });
  const doc = await PDFDocument.load(bytes);
  doc.catalog.lookup(PDFName.of('Pages'), PDFDict).set(PDFName.of('Count'), PDFNumber.of(claimed));
  return doc.save({ useObjectStreams: false });
}

/** A well-formed document with an empty page tree. */
export async function zeroPagePdf(): Promise<Uint8Array> {
  return (await PDFDocument.create()).save({ useObjectStreams: false, addDefaultPage: false });
}

/**
 * A page whose content stream is packed twice with Flate: a few kilobytes on disk, `gigabytes` once decoded.
 * 'memory': zeros (whitespace to a PDF lexer) that a reader keeps decoding and buffering: memory grows fast.
 * 'cpu': `q Q` operators by the million: the reader is busy for a long time while memory grows slowly.
 * The inner stream repeats one full-flush deflate block of 1 MiB, so it is built in milliseconds.
 */
export async function deflateBombPdf(options: { gigabytes?: number; kind?: 'memory' | 'cpu' } = {}): Promise<Uint8Array> {
  const { gigabytes = 2, kind = 'memory' } = options;
  const mebibytes = Math.round(gigabytes * 1024);
  const chunk = kind === 'memory' ? Buffer.alloc(1024 * 1024) : Buffer.from('q Q\n'.repeat(256 * 1024), 'latin1');
  const block = deflateRawSync(chunk, { level: 9, finishFlush: zlibConstants.Z_FULL_FLUSH });
  // The checksum is not verified by readers; a wrong one would only make the file more hostile.
  const adler = Buffer.alloc(4);
  const inner = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: mebibytes }, () => block),
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
  const outer = deflateSync(inner, { level: 9 });

  const doc = await PDFDocument.create();
  const page = doc.addPage([...PAGE_SIZES.letter]);
  const stream = doc.context.stream(outer, { Filter: [PDFName.of('FlateDecode'), PDFName.of('FlateDecode')] });
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

const PASSWORD_PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i] + key[i % key.length]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]) & 255;
    [s[i], s[j]] = [s[j], s[i]];
    out[n] = data[n] ^ s[(s[i] + s[j]) & 255];
  }
  return out;
}

const md5 = (...parts: Buffer[]) => parts.reduce((h, p) => h.update(p), createHash('md5')).digest();
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32);

/**
 * A one-page PDF encrypted with the standard security handler, revision 2 (RC4, 40-bit key): the oldest and
 * smallest scheme every reader supports. With an empty user password viewers open it without asking.
 */
export function encryptedPdf(options: { userPassword?: string; ownerPassword?: string } = {}): Uint8Array {
  const { userPassword = '', ownerPassword = 'owner-secret' } = options;
  const fileId = createHash('md5').update('pagetranslate-encrypted-fixture').digest();
  const permissions = -44; // print and copy refused: any value will do
  const o = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const fileKey = md5(padded(userPassword), o, p, fileId).subarray(0, 5);
  const u = rc4(fileKey, PASSWORD_PADDING);
  const objectKey = (num: number) => md5(fileKey, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);

  const content = rc4(objectKey(4), Buffer.from('BT /F1 24 Tf 72 700 Td (Confidential text) Tj ET', 'latin1'));
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]),
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${o.toString('hex')}> /U <${u.toString('hex')}> /P ${permissions} >>`,
    ],
    `/Encrypt 6 0 R /ID [<${fileId.toString('hex')}> <${fileId.toString('hex')}>]`,
  );
}

/** Writes objects 1..n (object 1 is the catalog) with a correct cross-reference table. */
function rawPdf(objects: Array<string | Buffer>, trailerExtra = ''): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(length);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    '0000000000 65535 f \n',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra} >>\nstartxref\n${length}\n%%EOF\n`, 'latin1'),
  );
  return new Uint8Array(Buffer.concat(chunks));
}

// ---- Files -----------------------------------------------------------------------------------------------------

/** Writes bytes under dir and returns the path (names are ours: a parser never sees a user's file name). */
export function writePdfFile(dir: string, name: string, bytes: Uint8Array): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}
