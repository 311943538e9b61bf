import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as fontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

export type FontFamily = 'sans' | 'serif' | 'mono';
export type FontStyleName = 'regular' | 'bold' | 'italic' | 'boldItalic';

/** Debian's DejaVu: fonts-dejavu-core has the upright faces, fonts-dejavu-extra the oblique/italic ones. */
export const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';

export const DEJAVU_FILES: Record<FontFamily, Record<FontStyleName, string>> = {
  sans: { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', italic: 'DejaVuSans-Oblique.ttf', boldItalic: 'DejaVuSans-BoldOblique.ttf' },
  serif: { regular: 'DejaVuSerif.ttf', bold: 'DejaVuSerif-Bold.ttf', italic: 'DejaVuSerif-Italic.ttf', boldItalic: 'DejaVuSerif-BoldItalic.ttf' },
  mono: { regular: 'DejaVuSansMono.ttf', bold: 'DejaVuSansMono-Bold.ttf', italic: 'DejaVuSansMono-Oblique.ttf', boldItalic: 'DejaVuSansMono-BoldOblique.ttf' },
};

export interface FontOptions {
  /** Folder of the font files; DEJAVU_DIR by default. */
  dir?: string;
  files?: Record<FontFamily, Record<FontStyleName, string>>;
}

export interface Face {
  font: PDFFont;
  /** The italic was asked for but no italic file exists: slant the upright face. */
  slant: boolean;
  /** Width at size 1, cached per string. */
  measure: (text: string) => number;
  /**
   * The glyph ids of a string as hex digits (Identity-H, 4 per glyph; the glyphs join the subset), cached per
   * string. Shaping a word is costly and words repeat, so lines are encoded word by word and joined.
   */
  encode: (text: string) => string;
  has: (codePoint: number) => boolean;
}

/** The CommonJS module object; its default export when loaded as an ES module (the writing process in development). */
const fontkit: typeof fontkitModule = (fontkitModule as { default?: typeof fontkitModule }).default ?? fontkitModule;

/** Font files are read once per process; each document embeds (a subset of) the faces it uses. */
const fileCache = new Map<string, Promise<Uint8Array | null>>();

/** Reads every face of the family files ahead of the first document (the writing process does it when it starts). */
export async function preloadFontFiles(options: FontOptions = {}): Promise<void> {
  const dir = options.dir ?? DEJAVU_DIR;
  const files = options.files ?? DEJAVU_FILES;
  await Promise.all(Object.values(files).flatMap((faces) => Object.values(faces).map((file) => fontFile(join(dir, file)))));
}

type FontkitFont = ReturnType<typeof fontkit.create>;
type Layout = FontkitFont['layout'];

/** Layouts kept per font: words repeat within and across documents; distinct words run to tens of thousands. */
const MAX_LAYOUTS = 100_000;

/** fontkit fonts by file bytes, shared by every document this process writes (see sharedFontkit). */
const sharedFonts = new WeakMap<Uint8Array, FontkitFont>();

/**
 * The fontkit pdf-lib embeds with: one parsed font per file for the whole process instead of one per document, its
 * layouts (shaping a word: the costly part of measuring and encoding it) remembered per text. pdf-lib only reads
 * fonts and their glyph runs (each document's subset is its own), so sharing them changes no output.
 */
const sharedFontkit = {
  create(data: Uint8Array, postscriptName?: string): FontkitFont {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let font = sharedFonts.get(data);
    if (!font) {
      font = fontkit.create(data);
      const layout: Layout = font.layout.bind(font);
      const runs = new Map<string, ReturnType<Layout>>();
      font.layout = ((text: string, ...rest: unknown[]) => {
        if (rest.some((arg) => arg !== undefined)) return (layout as (...args: unknown[]) => ReturnType<Layout>)(text, ...rest);
        let run = runs.get(text);
        if (!run) {
          if (runs.size >= MAX_LAYOUTS) runs.clear();
          run = layout(text);
          runs.set(text, run);
        }
        return run;
      }) as Layout;
      sharedFonts.set(data, font);
    }
    return font;
  },
};

function fontFile(path: string): Promise<Uint8Array | null> {
  let bytes = fileCache.get(path);
  if (!bytes) {
    bytes = readFile(path).then(
      (buffer) => new Uint8Array(buffer),
      () => null,
    );
    fileCache.set(path, bytes);
  }
  return bytes;
}

/** The family closest to a source font's name. */
export function familyOf(fontName: string): FontFamily {
  if (/mono|courier|consol|menlo|typewriter|code/i.test(fontName)) return 'mono';
  if (/sans|arial|helvet|verdana|calibri|tahoma|gothic/i.test(fontName)) return 'sans';
  if (/serif|times|roman|georgia|garamond|minion|cambria|palatino|baskerville|book|cmr\d/i.test(fontName)) return 'serif';
  return 'sans';
}

function styleName(bold: boolean, italic: boolean): FontStyleName {
  return bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular';
}

/**
 * The Unicode faces of one document, embedded as subsets on first use. A face whose file is missing falls back to
 * the family's upright face (slanted for italics), then to DejaVu Sans. For a text, the face of the block's family
 * and style is used when it has every character, else the Sans face of the same style, else Sans regular (the widest
 * coverage); what even that lacks is returned with it.
 */
export class PdfFontSet {
  private readonly faces = new Map<string, Promise<Face | null>>();
  private readonly doc: PDFDocument;
  private readonly dir: string;
  private readonly files: Record<FontFamily, Record<FontStyleName, string>>;

  constructor(doc: PDFDocument, options: FontOptions = {}) {
    this.doc = doc;
    doc.registerFontkit(sharedFontkit);
    this.dir = options.dir ?? DEJAVU_DIR;
    this.files = options.files ?? DEJAVU_FILES;
  }

  /**
   * The face for a block's style and text, with the characters it cannot draw ('' for none); throws when not even
   * DejaVu Sans can be loaded.
   */
  async faceFor(style: { fontName: string; bold: boolean; italic: boolean }, text: string): Promise<{ face: Face; missing: string }> {
    const wanted = styleName(style.bold, style.italic);
    const candidates: Array<[FontFamily, FontStyleName]> = [
      [familyOf(style.fontName), wanted],
      ['sans', wanted],
      ['sans', 'regular'],
    ];
    let first: { face: Face; missing: string } | null = null;
    for (const [family, name] of candidates) {
      const face = await this.face(family, name);
      if (!face) continue;
      const missing = missingCharacters(face, text);
      if (missing === '') return { face, missing };
      first ??= { face, missing };
    }
    if (!first) throw new Error(`No font could be loaded from ${this.dir} (install fonts-dejavu-core)`);
    // Nobody has every character: Sans regular has the widest coverage, so it draws the most.
    const sans = await this.face('sans', 'regular');
    return sans ? { face: sans, missing: missingCharacters(sans, text) } : first;
  }

  private face(family: FontFamily, style: FontStyleName): Promise<Face | null> {
    const key = `${family}:${style}`;
    let face = this.faces.get(key);
    if (!face) {
      face = this.load(family, style);
      this.faces.set(key, face);
    }
    return face;
  }

  private async load(family: FontFamily, style: FontStyleName): Promise<Face | null> {
    const bytes = await fontFile(join(this.dir, this.files[family][style]));
    if (bytes) return this.embed(bytes, false);
    if (style === 'regular') return family === 'sans' ? null : this.face('sans', 'regular');
    const upright = style === 'boldItalic' ? 'bold' : 'regular';
    const base = await this.face(family, upright);
    if (!base) return null;
    return { ...base, slant: style === 'italic' || style === 'boldItalic' };
  }

  private async embed(bytes: Uint8Array, slant: boolean): Promise<Face> {
    const font = await this.doc.embedFont(bytes, { subset: true });
    const characters = new Set(font.getCharacterSet());
    const widths = new Map<string, number>();
    const codes = new Map<string, string>();
    return {
      font,
      slant,
      has: (code) => characters.has(code),
      measure: (text) => cached(widths, text, () => font.widthOfTextAtSize(text, 1)),
      encode: (text) => cached(codes, text, () => font.encodeText(text).asString()),
    };
  }
}

/** Characters of `text` the face cannot draw, each once; white space is not drawn and does not count. */
export function missingCharacters(face: Pick<Face, 'has'>, text: string): string {
  let missing = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code <= 0x20 || face.has(code) || /\s/u.test(char) || missing.includes(char)) continue;
    missing += char;
  }
  return missing;
}

/** Caches stay small: distinct words of a document run to tens of thousands at most. */
const MAX_CACHED = 50_000;

function cached<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size >= MAX_CACHED) cache.clear();
    value = compute();
    cache.set(key, value);
  }
  return value;
}
