import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as fontkitModule from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, type PDFDocument, type PDFFont, PDFName, PDFStream } from 'pdf-lib';
import {
  DEJAVU_DIR,
  dejavuOf,
  liberationOf,
  siblingOf,
  type FontFamily,
  type FontStyleName,
  matchFont,
  type SourceFont,
  TYPEFACE_FILES,
  type Typeface,
} from './font-match.util';
import { familyOfBits, missingInRuns, pieces, type RunFaces, styleBits, styleNameOf } from './text-runs';

export type { FontFamily, FontStyleName } from './font-match.util';
export { DEJAVU_DIR, familyOf, fontDirs } from './font-match.util';

export const DEJAVU_FILES: Record<FontFamily, Record<FontStyleName, string>> = {
  sans: {
    regular: 'DejaVuSans.ttf',
    bold: 'DejaVuSans-Bold.ttf',
    italic: 'DejaVuSans-Oblique.ttf',
    boldItalic: 'DejaVuSans-BoldOblique.ttf',
  },
  serif: {
    regular: 'DejaVuSerif.ttf',
    bold: 'DejaVuSerif-Bold.ttf',
    italic: 'DejaVuSerif-Italic.ttf',
    boldItalic: 'DejaVuSerif-BoldItalic.ttf',
  },
  mono: {
    regular: 'DejaVuSansMono.ttf',
    bold: 'DejaVuSansMono-Bold.ttf',
    italic: 'DejaVuSansMono-Oblique.ttf',
    boldItalic: 'DejaVuSansMono-BoldOblique.ttf',
  },
};

export interface FontOptions {
  /** Folder of the DejaVu files; DEJAVU_DIR by default. */
  dir?: string;
  files?: Record<FontFamily, Record<FontStyleName, string>>;
  /** The matched typefaces' files (absolute paths); Debian's by default (TYPEFACE_FILES). A missing file: DejaVu. */
  typefaces?: Partial<Record<Typeface, Record<FontStyleName, string>>>;
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
  const typefaces = { ...TYPEFACE_FILES, ...options.typefaces };
  await Promise.all([
    ...Object.values(files).flatMap((faces) => Object.values(faces).map((file) => fontFile(join(dir, file)))),
    ...Object.entries(typefaces)
      .filter(([name]) => !name.startsWith('dejavu-'))
      .flatMap(([, faces]) => Object.values(faces).map((file) => fontFile(file))),
  ]);
}

type FontkitFont = ReturnType<typeof fontkit.create>;
type Layout = FontkitFont['layout'];

/** Layouts kept per font: words repeat within and across documents; distinct words run to tens of thousands. */
const MAX_LAYOUTS = 100_000;

/**
 * The OpenType features words are laid out with: no ligatures. pdf-lib writes a glyph's Unicode as the font's cmap
 * names it, so an "fi" ligature (Latin Modern and TeX Gyre form them) reads back, is searched and copied as "ﬁ"
 * (U+FB01): "déﬁnir" is not the word "définir". Kerning and required ligatures (Arabic's) stay. fontkit adds the
 * default features to the object it is given: the same object every time.
 */
const NO_LIGATURES = { liga: false, clig: false, dlig: false };

/** fontkit fonts by file bytes, shared by every document this process writes (see sharedFontkit). */
const sharedFonts = new WeakMap<Uint8Array, FontkitFont>();

/**
 * A shared font whose glyphs keep the characters they stand for. fontkit makes each glyph once per font, with the
 * characters of the call that made it first; saving a subset makes the parts of composite glyphs (the E of an È)
 * without any. In a font shared by documents, the next document's E came out of the cache without its character,
 * and pdf-lib writes the ToUnicode map from those: its E's could not be searched or copied ("COMMITT OF D
 * MOLITION"). A glyph made without characters takes those of the next call that has them.
 */
function withCodePointsKept(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, characters?: number[]) => {
    const glyph = getGlyph(id, characters);
    if (characters?.length && glyph.codePoints.length === 0) glyph.codePoints = characters;
    return glyph;
  };
  return font;
}

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
      font = withCodePointsKept(withDescriptorHeights(fontkit.create(data)));
      const layout: Layout = font.layout.bind(font);
      const runs = new Map<string, ReturnType<Layout>>();
      font.layout = (text: string, ...rest: unknown[]) => {
        // Every face is embedded with NO_LIGATURES: the layouts with those features (and no other argument) are cached.
        if (rest[0] !== NO_LIGATURES || rest.slice(1).some((arg) => arg !== undefined))
          return (layout as (...args: unknown[]) => ReturnType<Layout>)(text, ...rest);
        let run = runs.get(text);
        if (!run) {
          if (runs.size >= MAX_LAYOUTS) runs.clear();
          run = layout(text, NO_LIGATURES);
          runs.set(text, run);
        }
        return run;
      };
      sharedFonts.set(data, font);
    }
    return font;
  },
};

/**
 * The heights pdf-lib writes as the font descriptor's Ascent and Descent (readers size text boxes and selections with
 * them) are the font's hhea ones. The PDF spec leaves accented glyphs out of Ascent; fonts whose hhea box takes in
 * their accented capitals and tallest symbols (TeX Gyre's: 1.46 em for Termes Bold, against 1.11 for Liberation
 * Serif) would box each line a third taller than its leading, over its neighbours. Those get their OS/2 typographic
 * heights (1 em for TeX Gyre); fonts with a box under 1.2 em keep theirs. Nothing of ours measures with these.
 */
function withDescriptorHeights(font: FontkitFont): FontkitFont {
  const em = font.unitsPerEm;
  const typo = font['OS/2'] as { typoAscender?: number; typoDescender?: number } | undefined;
  if (font.ascent - font.descent <= 1.2 * em || !typo?.typoAscender || !typo.typoDescender) return font;
  const { typoAscender, typoDescender } = typo;
  Object.defineProperty(font, 'ascent', { value: typoAscender });
  Object.defineProperty(font, 'descent', { value: typoDescender });
  return font;
}

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

/**
 * The faces of one document, embedded as subsets on first use. Each source font is matched to a free typeface of its
 * class and style (font-match.util: the TeX Gyre or Latin Modern face of its own design, else Liberation Serif, Sans,
 * Sans Narrow or Mono); every character that face lacks goes to the first face of the chain Liberation (after a TeX
 * Gyre or Latin Modern face) →
 * DejaVu (same class and style) → DejaVu Sans (same style) → DejaVu Sans → DejaVu Math TeX Gyre, so nothing is drawn
 * as a box that any of them has. A matched face whose file is missing leaves Liberation, then DejaVu; a DejaVu face
 * whose file is missing falls back to its family's upright face (slanted for italics), then to DejaVu Sans.
 */
export class PdfFontSet {
  private readonly faces = new Map<string, Promise<Face | null>>();
  private readonly doc: PDFDocument;
  private readonly dir: string;
  private readonly files: Record<FontFamily, Record<FontStyleName, string>>;
  private readonly typefaces: Record<Typeface, Record<FontStyleName, string>>;
  /** The faces embedded as whole OpenType (CFF) files: declared so before saving (see beforeSave). */
  private readonly openType: PDFFont[] = [];

  constructor(doc: PDFDocument, options: FontOptions = {}) {
    this.doc = doc;
    doc.registerFontkit(sharedFontkit);
    this.dir = options.dir ?? DEJAVU_DIR;
    this.files = options.files ?? DEJAVU_FILES;
    this.typefaces = { ...TYPEFACE_FILES, ...options.typefaces };
  }

  /**
   * The faces a block's (marked, see text-runs) text is set in, and the characters no face of the chains can draw
   * ('' for none). Throws when not even DejaVu Sans can be loaded.
   */
  async runFacesFor(
    font: SourceFont & { bold: boolean; italic: boolean },
    text: string,
  ): Promise<{ faces: RunFaces; base: Face; missing: string }> {
    const match = matchFont(font);
    const baseBits = styleBits({
      bold: match.style === 'bold' || match.style === 'boldItalic',
      italic: match.style === 'italic' || match.style === 'boldItalic',
      mono: false,
    });
    // The characters each style draws: a fallback face is only embedded when its style needs it.
    const charsOf = new Map<number, Set<string>>([[baseBits, new Set()]]);
    for (const word of text.split(/\s+/u)) {
      if (!word) continue;
      for (const piece of pieces(word, baseBits)) {
        let chars = charsOf.get(piece.bits);
        if (!chars) charsOf.set(piece.bits, (chars = new Set()));
        for (const char of piece.text) chars.add(char);
      }
    }
    const chains = new Map<number, Face[]>();
    for (const [bits, chars] of charsOf) chains.set(bits, await this.chain(match.family, match.typeface, bits, chars));
    const baseChain = chains.get(baseBits)!;
    const faces: RunFaces = { baseBits, chain: (bits) => chains.get(bits) ?? baseChain };
    return { faces, base: baseChain[0], missing: missingInRuns(text, faces) };
  }

  /**
   * Embeds what is pending and declares each whole OpenType (CFF) face as what it is. @pdf-lib/fontkit has no `cff`
   * property, by which pdf-lib tells CFF fonts, so pdf-lib declares them TrueType (CIDFontType2, FontFile2); readers
   * then guess ("Mismatch between font type and embedded font file", says poppler). Here: CIDFontType0, whose CIDs
   * are the glyph ids of a CFF font without CID operators, and the file under FontFile3 /OpenType (PDF 1.6). Called
   * before the document is saved.
   */
  async beforeSave(): Promise<void> {
    if (this.openType.length === 0) return;
    await this.doc.flush();
    const { context } = this.doc;
    for (const font of this.openType) {
      const type0 = context.lookup(font.ref, PDFDict);
      const cidFont = context.lookup(type0.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict);
      const descriptor = cidFont.lookup(PDFName.of('FontDescriptor'), PDFDict);
      const file = descriptor.get(PDFName.of('FontFile2'));
      if (!file) continue; // already declared (a second call)
      cidFont.set(PDFName.of('Subtype'), PDFName.of('CIDFontType0'));
      cidFont.delete(PDFName.of('CIDToGIDMap'));
      descriptor.delete(PDFName.of('FontFile2'));
      descriptor.set(PDFName.of('FontFile3'), file);
      context.lookup(file, PDFStream).dict.set(PDFName.of('Subtype'), PDFName.of('OpenType'));
    }
  }

  /** The chain for one style: the matched face, then DejaVu only if the matched face lacks some of `chars`. */
  private async chain(family: FontFamily, typeface: Typeface, bits: number, chars: ReadonlySet<string>): Promise<Face[]> {
    // A run in another class (a monospaced command, a sans label) takes that class's face of the block's set, or its
    // Liberation face.
    const other = familyOfBits(bits);
    const ownFamily: FontFamily = other ?? family;
    const style = styleNameOf(bits);
    const own = other ? siblingOf(typeface, other) : typeface;
    const candidates: Array<[Typeface, FontStyleName]> = [
      [own, style],
      [liberationOf(ownFamily, own), style],
      [dejavuOf(ownFamily), style],
      ['dejavu-sans', style],
      ['dejavu-sans', 'regular'],
      ['dejavu-math', 'regular'],
    ];
    const chain: Face[] = [];
    for (const [name, faceStyle] of candidates) {
      const face = await this.face(name, faceStyle);
      if (!face || chain.includes(face)) continue;
      chain.push(face);
      if (covers(face, chars)) break;
    }
    if (chain.length === 0) throw new Error(`No font could be loaded from ${this.dir} (install fonts-dejavu-core)`);
    return chain;
  }

  private face(typeface: Typeface, style: FontStyleName): Promise<Face | null> {
    const key = `${typeface}:${style}`;
    let face = this.faces.get(key);
    if (!face) {
      face = this.load(typeface, style);
      this.faces.set(key, face);
    }
    return face;
  }

  private async load(typeface: Typeface, style: FontStyleName): Promise<Face | null> {
    const family = DEJAVU_FAMILY[typeface];
    if (!family) {
      const bytes = await fontFile(this.typefaces[typeface][style]);
      return bytes ? this.embed(bytes, false) : null;
    }
    const bytes = await fontFile(join(this.dir, this.files[family][style]));
    if (bytes) return this.embed(bytes, false);
    if (style === 'regular') return family === 'sans' ? null : this.face('dejavu-sans', 'regular');
    const upright = style === 'boldItalic' ? 'bold' : 'regular';
    const base = await this.face(typeface, upright);
    if (!base) return null;
    return { ...base, slant: style === 'italic' || style === 'boldItalic' };
  }

  private async embed(bytes: Uint8Array, slant: boolean): Promise<Face> {
    // @pdf-lib/fontkit's subsets of CFF-outline fonts ('OTTO': TeX Gyre, Latin Modern) are invalid (poppler rejects
    // them: "Embedded font file may be invalid"): those are embedded whole, 85–220 KB a face.
    const cff = isCffFont(bytes);
    const font = await this.doc.embedFont(bytes, { subset: !cff, features: NO_LIGATURES });
    if (cff) this.openType.push(font);
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

/** An OpenType font with CFF outlines: its first four bytes are 'OTTO'. */
function isCffFont(bytes: Uint8Array): boolean {
  return bytes[0] === 0x4f && bytes[1] === 0x54 && bytes[2] === 0x54 && bytes[3] === 0x4f;
}

const DEJAVU_FAMILY: Partial<Record<Typeface, FontFamily>> = { 'dejavu-sans': 'sans', 'dejavu-serif': 'serif', 'dejavu-mono': 'mono' };

/** Whether a face draws every one of the characters (white space is not drawn). */
function covers(face: Pick<Face, 'has'>, chars: ReadonlySet<string>): boolean {
  for (const char of chars) {
    const code = char.codePointAt(0)!;
    if (code > 0x20 && !face.has(code) && !/\s/u.test(char)) return false;
  }
  return true;
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
