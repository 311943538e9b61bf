// Which free font stands in for a source font: its class (serif, sans, monospace), weight and style, decided from the
// font's name first, then from what its descriptor says (the FixedPitch and Serif flags, Italic, ForceBold, equal
// glyph widths), as the extractor reports them on each text run.

export type FontFamily = 'sans' | 'serif' | 'mono';
export type FontStyleName = 'regular' | 'bold' | 'italic' | 'boldItalic';

/**
 * The typefaces translated text is set in: the free font of the source's own design when there is one (Debian's
 * fonts-texgyre: URW's Nimbus and the TeX Gyre faces drawn from them, Palatino, Century Schoolbook, Bookman; and
 * fonts-lmodern: Latin Modern for Computer Modern), else
 * Debian's fonts-liberation2 and fonts-liberation (Sans Narrow) matched to the source's class, fonts-dejavu-core/-extra
 * for what they lack, DejaVu Math TeX Gyre last (math letters such as 𝜋).
 */
export type Typeface =
  | SameDesignTypeface
  | 'liberation-serif'
  | 'liberation-sans'
  | 'liberation-sans-narrow'
  | 'liberation-mono'
  | 'dejavu-serif'
  | 'dejavu-sans'
  | 'dejavu-mono'
  | 'dejavu-math';

/** What is known of a source font: its name and, when the extractor read them, its descriptor's facts. */
export interface SourceFont {
  fontName: string;
  bold?: boolean;
  italic?: boolean;
  /** The descriptor's Serif flag (or pdf.js knows the name as a serif face). */
  serif?: boolean;
  /** The descriptor's FixedPitch flag, or every glyph of the font has the same width. */
  monospace?: boolean;
}

export interface FontMatch {
  family: FontFamily;
  typeface: Typeface;
  style: FontStyleName;
}

// Name keywords, most specific first: "Letter Gothic" and "Lucida Sans Typewriter" are monospaced, "Century Gothic"
// is a sans, "Century Schoolbook" a serif. Computer Modern and its descendants by their short names (CMSLTT10, the
// slanted typewriter, before CMSL's serif).
const MONO =
  /mono|courier|consol|menlo|typewriter|lettergothic|letter gothic|fixedsys|inconsolata|andale|cousine|nimbusmon|\bcmtt|^cmtt|^cm(?:sl|i)tt|^sfmono|^lmmono|^cmu ?typewriter|^sftt|^sf(?:sl|i)tt|^cmvtt|^txtt|^pcr[a-z]?\d/i;
const SANS =
  /sans|arial|helvet|verdana|calibri|tahoma|gothic|trebuchet|segoe|frutiger|univers|futura|gill|myriad|avenir|roboto|\blato|^lato|franklin|candara|corbel|lucidagrande|lucida grande|geneva|optima|arimo|carlito|ubuntu|montserrat|raleway|poppins|heros|eurostile|\bdin\b|^din|^cmss|^lmsans|^sfss|^nimbussan|^phv[a-z]?\d|grotesk|grotesque|source ?sans|open ?sans|noto ?sans|pt ?sans|fira ?sans|inter\b|^inter/i;
const SERIF =
  /serif|times|roman|georgia|garamond|minion|cambria|caladea|palatino|pagella|palladio|baskerville|bookman|book ?antiqua|century|schoolbook|schola|bonum|termes|melior|bodoni|didot|charter|utopia|constantia|sabon|plantin|janson|caslon|bembo|perpetua|goudy|cheltenham|lucidabright|lucida bright|tinos|gelasio|merriweather|crimson|libertin|stix|nimbusrom|cochin|hoefler|mercury|miller|excelsior|^cm[rbs]|^cmti|^cmsl|^cmu|^lmroman|^sfrm|^sfbx|^sfti|^ptm[a-z]?\d/i;

/** TeX Gyre's and Latin Modern's faces, each the free extension of a design some documents are set in. */
export type SameDesignTypeface =
  | 'texgyre-termes'
  | 'texgyre-heros'
  | 'texgyre-heros-cn'
  | 'texgyre-cursor'
  | 'texgyre-pagella'
  | 'texgyre-schola'
  | 'texgyre-bonum'
  | 'latin-modern-roman'
  | 'latin-modern-sans'
  | 'latin-modern-mono';

/**
 * Source designs a TeX Gyre or Latin Modern face continues (same outlines and widths, more accented letters): URW's
 * Nimbus Roman, Sans and Mono (TeX's Times, Helvetica and Courier, as pdfTeX embeds them), Palatino and its clones,
 * Century Schoolbook, Bookman, and Computer Modern. The class of the name must agree (a "Nimbus Sans" is not set in
 * Termes).
 */
const SAME_DESIGN: ReadonlyArray<{ name: RegExp; family: FontFamily; typeface: SameDesignTypeface }> = [
  { name: /nimbusmon|nimbus ?mono|texgyrecursor/i, family: 'mono', typeface: 'texgyre-cursor' },
  { name: /nimbusrom|nimbus ?roman|texgyretermes/i, family: 'serif', typeface: 'texgyre-termes' },
  { name: /nimbussan|nimbus ?sans|texgyreheros/i, family: 'sans', typeface: 'texgyre-heros' },
  { name: /palatino|palladio|book ?antiqua|pagella/i, family: 'serif', typeface: 'texgyre-pagella' },
  { name: /schoolbook|centurysch|schola/i, family: 'serif', typeface: 'texgyre-schola' },
  { name: /bookman|bonum/i, family: 'serif', typeface: 'texgyre-bonum' },
  // Knuth's Computer Modern (TeX's default: CMR, CMBX, CMTI…, CM-Super's SF…, CMU) in Latin Modern, its extension.
  { name: /^cm(?:r|bx|b|ti|sl|bxti|bxsl|u|csc)\d|^cmu |^lmroman|^sf(?:rm|bx|ti|sl)\d/i, family: 'serif', typeface: 'latin-modern-roman' },
  { name: /^cmss|^lmsans|^sfss\d/i, family: 'sans', typeface: 'latin-modern-sans' },
  { name: /^cmv?tt|^cm(?:sl|i)tt\d|^lmmono|^sf(?:sl|i)?tt\d|^cmu ?typewriter/i, family: 'mono', typeface: 'latin-modern-mono' },
];

/** Condensed and narrow cuts of a sans: the narrow typeface keeps their lines about as long. */
const NARROW = /narrow|condensed|cond\b|[-_ ]cn\b|compressed|heroscn/i;

// Weight and slope words of names, as the extractor (pdf/pdf-parse.worker.ts) reads them.
const BOLD_NAME = /bold|black|heavy|semibold|demi|-medi(?:ital)?$|^cmbx|^cmb\d|^sfbx/i;
const ITALIC_NAME = /italic|oblique|slant|^cmti|^cmsl|^cmitt|^cmbxti|^cmbxsl|^sfti|^sfsl|^sfitt/i;
const ITAL_SUFFIX = /Ital$/;

/** The source font's class: name keywords, then FixedPitch (or equal widths), then the Serif flag; sans otherwise. */
export function familyOf(font: SourceFont | string): FontFamily {
  const source = typeof font === 'string' ? { fontName: font } : font;
  const name = source.fontName.replace(/^[A-Z]{6}\+/, '');
  if (MONO.test(name)) return 'mono';
  if (SANS.test(name)) return 'sans';
  if (SERIF.test(name)) return 'serif';
  if (source.monospace) return 'mono';
  if (source.serif) return 'serif';
  return 'sans';
}

export function styleName(bold: boolean, italic: boolean): FontStyleName {
  return bold ? (italic ? 'boldItalic' : 'bold') : italic ? 'italic' : 'regular';
}

/** Bold and italic from the extractor (which read the descriptor's flags and the name) and the name's own words. */
export function styleOf(font: SourceFont): FontStyleName {
  const name = font.fontName.replace(/^[A-Z]{6}\+/, '');
  return styleName(!!font.bold || BOLD_NAME.test(name), !!font.italic || ITALIC_NAME.test(name) || ITAL_SUFFIX.test(name));
}

/** The typeface, class and style a source font is set in. */
export function matchFont(font: SourceFont): FontMatch {
  const family = familyOf(font);
  const name = font.fontName.replace(/^[A-Z]{6}\+/, '');
  const same = SAME_DESIGN.find((design) => design.family === family && design.name.test(name));
  const narrow = NARROW.test(name);
  const typeface: Typeface = same
    ? same.typeface === 'texgyre-heros' && narrow
      ? 'texgyre-heros-cn'
      : same.typeface
    : family === 'mono'
      ? 'liberation-mono'
      : family === 'serif'
        ? 'liberation-serif'
        : narrow
          ? 'liberation-sans-narrow'
          : 'liberation-sans';
  return { family, typeface, style: styleOf(font) };
}

/**
 * The face a run of another class takes inside a block set in `typeface`: the same foundry's face of that class when
 * the block's typeface belongs to a set (pdfTeX's Times, Helvetica and Courier are URW's Nimbus Roman, Sans and Mono,
 * continued by TeX Gyre Termes, Heros and Cursor; Computer Modern's roman, sans and typewriter by Latin Modern's), so
 * a command inside a sentence looks as in the source; that class's Liberation face otherwise.
 */
export function siblingOf(typeface: Typeface, family: FontFamily): Typeface {
  const set = FACE_SETS.find((faces) => Object.values(faces).includes(typeface === 'texgyre-heros-cn' ? 'texgyre-heros' : typeface));
  return set?.[family] ?? `liberation-${family}`;
}

/** The sets siblingOf reads: a foundry's serif, sans and typewriter faces of one design. */
const FACE_SETS: ReadonlyArray<Record<FontFamily, Typeface>> = [
  { serif: 'texgyre-termes', sans: 'texgyre-heros', mono: 'texgyre-cursor' },
  { serif: 'latin-modern-roman', sans: 'latin-modern-sans', mono: 'latin-modern-mono' },
];

/** The Liberation face of a class (narrow for a narrow sans): the matched typeface's stand-in when it lacks a file. */
export function liberationOf(family: FontFamily, typeface: Typeface): Typeface {
  if (family === 'sans' && (typeface === 'liberation-sans-narrow' || typeface === 'texgyre-heros-cn')) return 'liberation-sans-narrow';
  return `liberation-${family}`;
}

/** The DejaVu face of a class: the fallback for characters the matched typeface lacks. */
export function dejavuOf(family: FontFamily): Typeface {
  return family === 'mono' ? 'dejavu-mono' : family === 'serif' ? 'dejavu-serif' : 'dejavu-sans';
}

/** Debian's fonts-texgyre (OpenType, CFF outlines). */
const TEX_GYRE_DIR = '/usr/share/texmf/fonts/opentype/public/tex-gyre';
/** Debian's fonts-lmodern (OpenType, CFF outlines), the 10-point design sizes. */
const LATIN_MODERN_DIR = '/usr/share/texmf/fonts/opentype/public/lm';

/** Where each typeface's four faces are (Debian's paths). */
export const TYPEFACE_FILES: Record<Typeface, Record<FontStyleName, string>> = {
  'texgyre-termes': texGyre('termes'),
  'texgyre-heros': texGyre('heros'),
  'texgyre-heros-cn': texGyre('heroscn'),
  'texgyre-cursor': texGyre('cursor'),
  'texgyre-pagella': texGyre('pagella'),
  'texgyre-schola': texGyre('schola'),
  'texgyre-bonum': texGyre('bonum'),
  'latin-modern-roman': latinModern('lmroman10-'),
  'latin-modern-sans': latinModern('lmsans10-', { italic: 'oblique', boldItalic: 'boldoblique' }),
  // Latin Modern Mono has no bold; its light-condensed cut does (what LaTeX's \ttfamily\bfseries takes).
  'latin-modern-mono': {
    ...latinModern('lmmono10-'),
    bold: `${LATIN_MODERN_DIR}/lmmonolt10-bold.otf`,
    boldItalic: `${LATIN_MODERN_DIR}/lmmonolt10-boldoblique.otf`,
  },
  'liberation-serif': liberation2('Serif'),
  'liberation-sans': liberation2('Sans'),
  'liberation-mono': liberation2('Mono'),
  'liberation-sans-narrow': {
    regular: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Regular.ttf',
    bold: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Bold.ttf',
    italic: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-Italic.ttf',
    boldItalic: '/usr/share/fonts/truetype/liberation/LiberationSansNarrow-BoldItalic.ttf',
  },
  'dejavu-serif': dejavu('DejaVuSerif', 'Italic'),
  'dejavu-sans': dejavu('DejaVuSans', 'Oblique'),
  'dejavu-mono': dejavu('DejaVuSansMono', 'Oblique'),
  'dejavu-math': {
    regular: '/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf',
    bold: '/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf',
    italic: '/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf',
    boldItalic: '/usr/share/fonts/truetype/dejavu/DejaVuMathTeXGyre.ttf',
  },
};

/** Debian's DejaVu: fonts-dejavu-core has the upright faces, fonts-dejavu-extra the oblique/italic ones. */
export const DEJAVU_DIR = '/usr/share/fonts/truetype/dejavu';

/**
 * The folders of every font file the writer may read (the writing process is allowed to read these): DejaVu's
 * (`dir`) and the typefaces'. Here rather than beside the embedding (pdf-fonts.ts, which loads fontkit) because the
 * writing runner, in the API process, needs the folders only.
 */
export function fontDirs(options: { dir?: string; typefaces?: Partial<Record<Typeface, Record<FontStyleName, string>>> } = {}): string[] {
  const typefaces = { ...TYPEFACE_FILES, ...options.typefaces };
  const dirs = Object.values(typefaces).flatMap((faces) => Object.values(faces).map((file) => file.replace(/\/[^/]*$/, '')));
  return [...new Set([options.dir ?? DEJAVU_DIR, ...dirs])];
}

function liberation2(kind: string): Record<FontStyleName, string> {
  const dir = '/usr/share/fonts/truetype/liberation2';
  return {
    regular: `${dir}/Liberation${kind}-Regular.ttf`,
    bold: `${dir}/Liberation${kind}-Bold.ttf`,
    italic: `${dir}/Liberation${kind}-Italic.ttf`,
    boldItalic: `${dir}/Liberation${kind}-BoldItalic.ttf`,
  };
}

function texGyre(name: string): Record<FontStyleName, string> {
  return openTypeFaces(TEX_GYRE_DIR, `texgyre${name}-`);
}

function latinModern(prefix: string, names: Partial<Record<FontStyleName, string>> = {}): Record<FontStyleName, string> {
  return openTypeFaces(LATIN_MODERN_DIR, prefix, names);
}

/** The four faces `<dir>/<prefix><style>.otf`, styles named regular, bold, italic and bolditalic unless `names` says. */
function openTypeFaces(dir: string, prefix: string, names: Partial<Record<FontStyleName, string>> = {}): Record<FontStyleName, string> {
  const file = (style: FontStyleName, usual: string) => `${dir}/${prefix}${names[style] ?? usual}.otf`;
  return {
    regular: file('regular', 'regular'),
    bold: file('bold', 'bold'),
    italic: file('italic', 'italic'),
    boldItalic: file('boldItalic', 'bolditalic'),
  };
}

function dejavu(base: string, slanted: string): Record<FontStyleName, string> {
  const dir = '/usr/share/fonts/truetype/dejavu';
  return {
    regular: `${dir}/${base}.ttf`,
    bold: `${dir}/${base}-Bold.ttf`,
    italic: `${dir}/${base}-${slanted}.ttf`,
    boldItalic: `${dir}/${base}-Bold${slanted}.ttf`,
  };
}
