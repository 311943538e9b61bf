// A PDF content-stream lexer and the text stripper built on it. The stripper copies the stream's bytes and cuts out
// only the operations that show or place text, so every other operator (paths, images, colours, clipping, marked
// content) keeps its exact bytes and order.

export type TokenType = 'number' | 'string' | 'hex' | 'name' | 'keyword' | '[' | ']' | '<<' | '>>' | '{' | '}';

export interface Token {
  type: TokenType;
  /** Byte offsets: [start, end). */
  start: number;
  end: number;
}

/** One operator with its operands: bytes [start, end) cover the first operand to the operator's last byte. */
export interface Operation {
  operator: string;
  start: number;
  end: number;
  /** Top-level and nested operand tokens, in order. */
  operands: Token[];
}

const WHITESPACE = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) WHITESPACE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;

const isRegular = (c: number) => !WHITESPACE[c] && !DELIMITER[c];
const NUMERIC = new Uint8Array(256);
for (const c of '0123456789+-.') NUMERIC[c.charCodeAt(0)] = 1;
/** Bytes after an inline image's EI that still look like content-stream syntax (pdf.js checks the same way). */
const EI_LOOKAHEAD = 64;

/** Streaming lexer over a decoded content stream; never throws, whatever the bytes. */
export class ContentLexer {
  private pos = 0;
  readonly bytes: Uint8Array;

  // No parameter properties in the writer's modules: the writing process runs them with type stripping only.
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  get position(): number {
    return this.pos;
  }

  set position(at: number) {
    this.pos = at;
  }

  /** The next token, comments and white space skipped; null at the end. */
  next(): Token | null {
    const b = this.bytes;
    const n = b.length;
    for (;;) {
      while (this.pos < n && WHITESPACE[b[this.pos]]) this.pos++;
      if (this.pos >= n) return null;
      if (b[this.pos] !== 0x25 /* % */) break;
      while (this.pos < n && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
    }
    const start = this.pos;
    const c = b[this.pos];
    switch (c) {
      case 0x28 /* ( */:
        this.pos = skipLiteralString(b, this.pos);
        return { type: 'string', start, end: this.pos };
      case 0x3c /* < */:
        if (b[start + 1] === 0x3c) {
          this.pos += 2;
          return { type: '<<', start, end: this.pos };
        }
        this.pos++;
        while (this.pos < n && b[this.pos] !== 0x3e) this.pos++;
        this.pos = Math.min(n, this.pos + 1);
        return { type: 'hex', start, end: this.pos };
      case 0x3e /* > */:
        this.pos += b[start + 1] === 0x3e ? 2 : 1; // a lone '>' is garbage: consumed as a dictionary end
        return { type: '>>', start, end: this.pos };
      case 0x5b /* [ */:
      case 0x5d /* ] */:
      case 0x7b /* { */:
      case 0x7d /* } */:
        this.pos++;
        return { type: String.fromCharCode(c) as TokenType, start, end: this.pos };
      case 0x29 /* ) stray */:
        this.pos++;
        return { type: 'keyword', start, end: this.pos };
      case 0x2f /* / */:
        this.pos++;
        while (this.pos < n && isRegular(b[this.pos])) this.pos++;
        return { type: 'name', start, end: this.pos };
      default: {
        let numeric = true;
        while (this.pos < n && isRegular(b[this.pos])) {
          if (!NUMERIC[b[this.pos]]) numeric = false;
          this.pos++;
        }
        // Only digits, signs and points: a number (a malformed one like "1.2.3" is still an operand).
        return { type: numeric ? 'number' : 'keyword', start, end: this.pos };
      }
    }
  }
}

/** Index just past the literal string starting at `at` (balanced parentheses, backslash escapes). */
function skipLiteralString(b: Uint8Array, at: number): number {
  let depth = 0;
  let i = at;
  while (i < b.length) {
    const c = b[i++];
    if (c === 0x5c /* \ */) i++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return i;
  }
  return b.length;
}

export function latin1(b: Uint8Array, start: number, end: number): string {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCharCode(b[i]);
  return s;
}

/**
 * The stream's operations in order. `BI … ID <data> EI` is one operation named 'BI' whose range ends after EI.
 * Operands left without an operator at the end are dropped (there is nothing to apply them to).
 */
export function* operations(bytes: Uint8Array): Generator<Operation> {
  const lexer = new ContentLexer(bytes);
  let operands: Token[] = [];
  let depth = 0;
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.type === '[' || token.type === '<<' || token.type === '{') depth++;
    else if (token.type === ']' || token.type === '>>' || token.type === '}') depth = Math.max(0, depth - 1);
    if (token.type !== 'keyword' || depth > 0 || isLiteralKeyword(bytes, token)) {
      operands.push(token);
      continue;
    }
    const operator = latin1(bytes, token.start, token.end);
    const start = operands.length > 0 ? operands[0].start : token.start;
    if (operator === 'BI') {
      const end = skipInlineImage(bytes, lexer);
      yield { operator, start, end, operands };
    } else {
      yield { operator, start, end: token.end, operands };
    }
    operands = [];
  }
}

function isLiteralKeyword(b: Uint8Array, t: Token): boolean {
  const length = t.end - t.start;
  if (length !== 4 && length !== 5) return false;
  const word = latin1(b, t.start, t.end);
  return word === 'true' || word === 'false' || word === 'null';
}

const COMPONENTS: Record<string, number> = { G: 1, DeviceGray: 1, RGB: 3, DeviceRGB: 3, CMYK: 4, DeviceCMYK: 4, I: 1, Indexed: 1 };

/**
 * Moves the lexer past an inline image (its dictionary, `ID`, the raw data, `EI`) and returns the end offset.
 * Unfiltered data of known size is skipped by its length; otherwise `EI` must stand between white space and be
 * followed by bytes that read as content-stream syntax, since the data may hold the letters "EI" anywhere.
 */
function skipInlineImage(b: Uint8Array, lexer: ContentLexer): number {
  const dict = new Map<string, string>();
  let key: string | null = null;
  let depth = 0;
  for (let token = lexer.next(); token; token = lexer.next()) {
    const text = latin1(b, token.start, token.end);
    if (depth === 0 && token.type === 'keyword' && text === 'ID') break;
    if (token.type === '[' || token.type === '<<') depth++;
    else if (token.type === ']' || token.type === '>>') depth = Math.max(0, depth - 1);
    if (depth === 0 && token.type === 'name' && key === null) key = text.slice(1);
    else if (key !== null) {
      dict.set(key, token.type === '[' ? '[' : text);
      if (depth === 0 || token.type === '[' || token.type === '<<') key = null;
    }
  }
  const dataStart = Math.min(b.length, lexer.position + 1); // one white-space byte follows ID
  const known = inlineImageLength(dict);
  if (known !== undefined) {
    let at = dataStart + known;
    while (at < b.length && WHITESPACE[b[at]]) at++;
    if (b[at] === 0x45 && b[at + 1] === 0x49 && (at + 2 >= b.length || !isRegular(b[at + 2]))) {
      lexer.position = at + 2;
      return at + 2;
    }
  }
  for (let at = dataStart; at + 1 < b.length; at++) {
    if (b[at] !== 0x45 || b[at + 1] !== 0x49) continue;
    if (at > dataStart && !WHITESPACE[b[at - 1]]) continue;
    if (at + 2 < b.length && !WHITESPACE[b[at + 2]]) continue;
    if (!looksLikeSyntax(b, at + 2)) continue;
    lexer.position = at + 2;
    return at + 2;
  }
  lexer.position = b.length;
  return b.length;
}

function inlineImageLength(dict: Map<string, string>): number | undefined {
  if (dict.has('F') || dict.has('Filter')) return undefined;
  const width = Number(dict.get('W') ?? dict.get('Width'));
  const height = Number(dict.get('H') ?? dict.get('Height'));
  const mask = (dict.get('IM') ?? dict.get('ImageMask')) === 'true';
  const bpc = mask ? 1 : Number(dict.get('BPC') ?? dict.get('BitsPerComponent'));
  const space = (dict.get('CS') ?? dict.get('ColorSpace') ?? '').replace(/^\//, '');
  const components = mask ? 1 : space === '[' ? 1 : COMPONENTS[space];
  if (!(width > 0 && height > 0 && bpc > 0 && components)) return undefined;
  return Math.ceil((width * bpc * components) / 8) * height;
}

/** The bytes after an `EI` candidate are printable ASCII or white space (binary image data rarely is). */
function looksLikeSyntax(b: Uint8Array, from: number): boolean {
  const to = Math.min(b.length, from + EI_LOOKAHEAD);
  for (let i = from; i < to; i++) {
    const c = b[i];
    if (!WHITESPACE[c] && (c < 0x20 || c > 0x7e)) return false;
  }
  return true;
}

// ---- Stripping text -------------------------------------------------------------------------------------------

/**
 * Text objects and what shows or places text. Text-state operators (Tf, Tc, Tw, Tz, TL, Tr, Ts) are kept: they are
 * legal outside BT…ET and persist after it, as do the colours and graphics state set inside a text object.
 */
const TEXT_OPERATORS = new Set(['BT', 'ET', 'Tj', 'TJ', "'", '"', 'Td', 'TD', 'Tm', 'T*']);
const SHOWS_TEXT = new Set(['Tj', 'TJ', "'", '"']);
/** Keys of a marked-content property list that repeat the page's text (replacement text, alternate description). */
const TEXT_PROPERTIES = new Set(['/ActualText', '/Alt', '/E']);

export interface StripResult {
  bytes: Uint8Array;
  /** Text-showing operators removed. */
  removed: number;
  /** Nothing was cut: the caller can keep the original stream. */
  changed: boolean;
  /** `q` left open at the end (an unbalanced stream), so a caller can close them before drawing on top. */
  openSaves: number;
  /** `Q` without a `q` in this stream (closing one a previous stream of the page opened). */
  unmatchedRestores: number;
  /** Text shown with a clipping render mode (Tr 4–7): removing it also removes that clip. */
  clippingText: number;
  /** An inline image without a recognisable EI: the rest of the stream was kept as its data. */
  unterminatedInlineImage: boolean;
}

/**
 * The stream without its text: every BT, ET, Tj, TJ, ', ", Td, TD, Tm and T* is cut with its operands, and the
 * /ActualText, /Alt and /E entries of inline marked-content property lists are cut too. Everything else is copied
 * byte for byte. Linear in the stream's length.
 */
export function stripText(bytes: Uint8Array): StripResult {
  // A cut removes at least one byte and adds at most one separator: the output is never longer than the input.
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  let out: Buffer | null = null;
  let written = 0;
  let cursor = 0;
  let removed = 0;
  let changed = false;
  let clippingText = 0;
  let unterminatedInlineImage = false;
  const renderModes: number[] = [];
  let renderMode = 0;
  let openSaves = 0;
  let unmatchedRestores = 0;

  const cut = (start: number, end: number) => {
    out ??= Buffer.allocUnsafe(bytes.length);
    written += source.copy(out, written, cursor, start);
    // Keep the neighbours apart when the cut leaves two tokens touching.
    if (start > 0 && end < bytes.length && isRegular(bytes[start - 1]) && isRegular(bytes[end])) out[written++] = 0x20;
    cursor = end;
    changed = true;
  };

  for (const op of operations(bytes)) {
    switch (op.operator) {
      case 'q':
        renderModes.push(renderMode);
        openSaves++;
        break;
      case 'Q':
        if (renderModes.length > 0) renderMode = renderModes.pop()!;
        if (openSaves > 0) openSaves--;
        else unmatchedRestores++;
        break;
      case 'Tr': {
        const mode = op.operands.length > 0 ? Number(latin1(bytes, op.operands[0].start, op.operands[0].end)) : 0;
        renderMode = Number.isFinite(mode) ? mode : 0;
        break;
      }
      case 'BDC':
        for (const [start, end] of textProperties(bytes, op.operands)) cut(start, end);
        break;
      case 'BI':
        if (op.end === bytes.length && !endsWithEI(bytes)) unterminatedInlineImage = true;
        break;
    }
    if (!TEXT_OPERATORS.has(op.operator)) continue;
    if (SHOWS_TEXT.has(op.operator)) {
      removed++;
      if (renderMode >= 4 && renderMode <= 7) clippingText++;
    }
    cut(op.start, op.end);
  }
  const summary = { removed, changed, openSaves, unmatchedRestores, clippingText, unterminatedInlineImage };
  const output = out as Buffer | null; // assigned in `cut`, which the compiler does not follow
  if (!output) return { bytes, ...summary };
  written += source.copy(output, written, cursor, bytes.length);
  return { bytes: new Uint8Array(output.buffer, output.byteOffset, written), ...summary };
}

function endsWithEI(b: Uint8Array): boolean {
  let end = b.length;
  while (end > 0 && WHITESPACE[b[end - 1]]) end--;
  return end >= 2 && b[end - 2] === 0x45 && b[end - 1] === 0x49;
}

/** Byte ranges of `/ActualText (…)`-like entries at the top level of a BDC's inline property list. */
export function textProperties(bytes: Uint8Array, operands: readonly Token[]): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let depth = 0;
  for (let i = 0; i < operands.length; i++) {
    const token = operands[i];
    if (token.type === '<<' || token.type === '[') depth++;
    else if (token.type === '>>' || token.type === ']') depth--;
    else if (depth === 1 && token.type === 'name' && TEXT_PROPERTIES.has(latin1(bytes, token.start, token.end))) {
      const value = operands[i + 1];
      if (value && (value.type === 'string' || value.type === 'hex')) {
        ranges.push([token.start, value.end]);
        i++;
      }
    }
  }
  return ranges;
}

const ESCAPES: Record<number, number> = { 0x6e: 0x0a, 0x72: 0x0d, 0x74: 0x09, 0x62: 0x08, 0x66: 0x0c };

/** A literal `( … )` or hex `< … >` string's bytes. */
export function decodeString(bytes: Uint8Array, token: Token): Uint8Array {
  const out: number[] = [];
  if (token.type === 'hex') {
    let high = -1;
    for (let i = token.start + 1; i < token.end; i++) {
      const c = bytes[i];
      const v = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;
      if (v < 0) continue;
      if (high < 0) high = v;
      else {
        out.push((high << 4) | v);
        high = -1;
      }
    }
    if (high >= 0) out.push(high << 4);
    return Uint8Array.from(out);
  }
  const end = bytes[token.end - 1] === 0x29 ? token.end - 1 : token.end;
  for (let i = token.start + 1; i < end; i++) {
    const c = bytes[i];
    if (c !== 0x5c) {
      out.push(c);
      continue;
    }
    const next = bytes[++i];
    if (next === undefined) break;
    if (ESCAPES[next] !== undefined) out.push(ESCAPES[next]);
    else if (next >= 0x30 && next <= 0x37) {
      let value = next - 0x30;
      for (let k = 0; k < 2 && bytes[i + 1] >= 0x30 && bytes[i + 1] <= 0x37; k++) value = value * 8 + (bytes[++i] - 0x30);
      out.push(value & 0xff);
    } else if (next === 0x0d) {
      if (bytes[i + 1] === 0x0a) i++;
    } else if (next !== 0x0a) out.push(next);
  }
  return Uint8Array.from(out);
}
