/* eslint-disable max-lines -- one reader: the lexer of PDF syntax, the cross-reference (tables and streams) and objects read from the file, and the Flate decoding with predictors they all use. */
// A small, lazy reader of a PDF's objects, enough to find the one image a scanned page is made of (ocr-page-image.ts)
// without loading the document: the cross-reference (tables or streams, with /Prev and /XRefStm), objects read from
// the file where it says (or from object streams), Flate streams with their predictors. Anything else it does not
// know (other filters, a broken cross-reference) throws, and the page is rendered by pdftoppm instead.
import { open, type FileHandle } from 'node:fs/promises';
import { inflateSync, constants as zlib } from 'node:zlib';
import { decodeString } from '../output/content-stream.util';

export class PdfName {
  constructor(readonly name: string) {}
}
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}
/** An operator of a content stream (or a keyword of the file's syntax). */
export class PdfOp {
  constructor(readonly op: string) {}
}
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    /** Where its data starts in the file (a stream is never inside an object stream). */
    readonly offset: number,
  ) {}
}
export type PdfDict = Map<string, PdfValue>;
export type PdfValue = null | boolean | number | Uint8Array | PdfName | PdfRef | PdfOp | PdfStream | PdfValue[] | PdfDict;

/** What the reader cannot read: the caller falls back to rendering. */
export class PdfReadError extends Error {}

/** The end of the bytes was reached in the middle of an object (read a larger window). */
class NeedMore extends Error {}

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const END_ARRAY = Symbol(']');
const END_DICT = Symbol('>>');

/** Tokens and objects of PDF syntax over a buffer (a window of the file, or a decoded stream). */
export class PdfLexer {
  constructor(
    readonly bytes: Uint8Array,
    public at = 0,
    /** Whether the bytes end where the data ends (a whole content stream) or where a window of the file was cut. */
    private readonly complete = true,
  ) {}

  private eof(): never {
    throw this.complete ? new PdfReadError('unexpected end of data') : new NeedMore();
  }

  private skipSpace(): void {
    const { bytes } = this;
    while (this.at < bytes.length) {
      const c = bytes[this.at];
      if (WHITE.has(c)) this.at++;
      else if (c === 0x25) while (this.at < bytes.length && bytes[this.at] !== 0x0a && bytes[this.at] !== 0x0d) this.at++;
      else return;
    }
  }

  /** The next object, an operator (PdfOp), or undefined at the end of complete data. Refs (n g R) are folded. */
  next(): PdfValue | undefined {
    const value = this.token();
    if (value === END_ARRAY || value === END_DICT) throw new PdfReadError('unbalanced ] or >>');
    return value;
  }

  private token(): PdfValue | undefined | typeof END_ARRAY | typeof END_DICT {
    this.skipSpace();
    const { bytes } = this;
    if (this.at >= bytes.length) {
      if (this.complete) return undefined;
      this.eof();
    }
    const c = bytes[this.at];
    if (c === 0x2f) return new PdfName(this.regular(++this.at));
    if (c === 0x28) return this.literalString();
    if (c === 0x5b) {
      this.at++;
      const items: PdfValue[] = [];
      for (;;) {
        const item = this.token();
        if (item === END_ARRAY) return this.foldRefs(items);
        if (item === undefined) this.eof();
        if (item === END_DICT) throw new PdfReadError('>> in an array');
        items.push(item);
      }
    }
    if (c === 0x5d) {
      this.at++;
      return END_ARRAY;
    }
    if (c === 0x3c) {
      if (bytes[this.at + 1] === 0x3c) {
        this.at += 2;
        const items: PdfValue[] = [];
        for (;;) {
          const item = this.token();
          if (item === END_DICT) break;
          if (item === undefined) this.eof();
          if (item === END_ARRAY) throw new PdfReadError('] in a dictionary');
          items.push(item);
        }
        const folded = this.foldRefs(items);
        const dict: PdfDict = new Map();
        for (let i = 0; i + 1 < folded.length; i += 2) {
          const key = folded[i];
          if (!(key instanceof PdfName)) throw new PdfReadError('dictionary key is not a name');
          dict.set(key.name, folded[i + 1]);
        }
        return dict;
      }
      return this.hexString();
    }
    if (c === 0x3e) {
      if (bytes[this.at + 1] !== 0x3e) throw new PdfReadError('stray >');
      this.at += 2;
      return END_DICT;
    }
    const word = this.regular(this.at);
    if (word === '') throw new PdfReadError(`unexpected byte ${c}`);
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return Number(word);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return new PdfOp(word);
  }

  /** A run of regular characters from `start` (a name's #xx escapes decoded). */
  private regular(start: number): string {
    const { bytes } = this;
    let end = start;
    while (end < bytes.length && !WHITE.has(bytes[end]) && !DELIMITERS.has(bytes[end])) end++;
    if (end >= bytes.length && !this.complete) this.eof();
    this.at = end;
    const raw = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
    return raw.includes('#') ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
  }

  /** A literal string: its end found here (nested parentheses, escapes skipped), its bytes by decodeString. */
  private literalString(): Uint8Array {
    const { bytes } = this;
    const start = this.at;
    let depth = 1;
    for (this.at++; this.at < bytes.length;) {
      const c = bytes[this.at++];
      if (c === 0x5c) this.at++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return decodeString(bytes, { type: 'string', start, end: this.at });
    }
    this.eof();
  }

  private hexString(): Uint8Array {
    const end = this.bytes.indexOf(0x3e, this.at);
    if (end < 0) this.eof();
    const token = { type: 'hex' as const, start: this.at, end: end + 1 };
    this.at = end + 1;
    return decodeString(this.bytes, token);
  }

  /** `n g R` triples of a list of objects made into references. */
  private foldRefs(items: PdfValue[]): PdfValue[] {
    const out: PdfValue[] = [];
    for (const item of items) {
      const n = out.length;
      if (item instanceof PdfOp && item.op === 'R' && n >= 2 && Number.isInteger(out[n - 2]) && Number.isInteger(out[n - 1])) {
        const gen = out.pop() as number;
        const num = out.pop() as number;
        out.push(new PdfRef(num, gen));
      } else out.push(item);
    }
    return out;
  }

  /** After a dictionary at `stream`: where the stream's data starts (past the keyword's end of line). */
  streamStart(): number | undefined {
    const save = this.at;
    this.skipSpace();
    const { bytes } = this;
    if (Buffer.from(bytes.subarray(this.at, this.at + 6)).toString('latin1') !== 'stream') {
      if (this.at + 6 > bytes.length && !this.complete) this.eof();
      this.at = save;
      return undefined;
    }
    let at = this.at + 6;
    if (bytes[at] === 0x0d) at++;
    if (bytes[at] === 0x0a) at++;
    return at;
  }
}

type XrefEntry = { offset: number } | { stream: number; index: number };

/** Windows read from the file: a first guess, doubled while an object does not fit, up to the largest. */
const FIRST_WINDOW = 4096;
const LARGEST_WINDOW = 64 * 1024 * 1024;
/** Decoded bytes of one stream at most (content, object and cross-reference streams; images are streamed). */
const MAX_DECODED = 64 * 1024 * 1024;

export class PdfObjectReader {
  private readonly xref = new Map<number, XrefEntry>();
  private readonly cache = new Map<number, PdfValue>();
  private readonly objectStreams = new Map<number, { bytes: Uint8Array; offsets: Map<number, number> }>();
  trailer: PdfDict = new Map();

  private constructor(
    private readonly file: FileHandle,
    readonly size: number,
  ) {}

  static async open(path: string): Promise<PdfObjectReader> {
    const file = await open(path, 'r');
    try {
      const reader = new PdfObjectReader(file, (await file.stat()).size);
      await reader.readXref();
      return reader;
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.file.close();
  }

  /** The value with references followed (one level: what a reference points to). */
  async resolve(value: PdfValue | undefined): Promise<PdfValue | undefined> {
    for (let hops = 0; value instanceof PdfRef; hops++) {
      if (hops > 32) throw new PdfReadError('reference loop');
      value = await this.object(value.num);
    }
    return value;
  }

  async dict(value: PdfValue | undefined): Promise<PdfDict | undefined> {
    const resolved = await this.resolve(value);
    if (resolved instanceof PdfStream) return resolved.dict;
    return resolved instanceof Map ? resolved : undefined;
  }

  async object(num: number): Promise<PdfValue> {
    if (this.cache.has(num)) return this.cache.get(num)!;
    const entry = this.xref.get(num);
    let value: PdfValue = null;
    if (entry && 'offset' in entry) value = (await this.indirectAt(entry.offset)).value;
    else if (entry) value = await this.fromObjectStream(entry.stream, entry.index, num);
    this.cache.set(num, value);
    return value;
  }

  /** A stream's data, decoded (Flate with predictors, or none). */
  async streamData(stream: PdfStream): Promise<Uint8Array> {
    const raw = await this.rawStream(stream);
    return decodeFlate(raw, await this.resolve(stream.dict.get('Filter')), await this.resolve(stream.dict.get('DecodeParms')));
  }

  /** Where a stream's undecoded data lies in the file. */
  async streamExtent(stream: PdfStream): Promise<{ start: number; length: number }> {
    const length = await this.resolve(stream.dict.get('Length'));
    if (typeof length !== 'number' || length < 0 || stream.offset + length > this.size) throw new PdfReadError('stream length');
    return { start: stream.offset, length };
  }

  private async rawStream(stream: PdfStream): Promise<Uint8Array> {
    const { start, length } = await this.streamExtent(stream);
    if (length > MAX_DECODED) throw new PdfReadError('stream too large');
    return this.read(start, length);
  }

  private async read(position: number, length: number): Promise<Uint8Array> {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, this.size - position)));
    const { bytesRead } = await this.file.read(buffer, 0, buffer.length, position);
    return buffer.subarray(0, bytesRead);
  }

  /** Parses what lies at `offset` with growing windows: `parse` gets a lexer over a window that may cut it short. */
  private async withWindow<T>(offset: number, parse: (lexer: PdfLexer) => T): Promise<T> {
    for (let window = FIRST_WINDOW; ; window *= 2) {
      const bytes = await this.read(offset, window);
      const complete = offset + bytes.length >= this.size;
      try {
        return parse(new PdfLexer(bytes, 0, complete));
      } catch (error) {
        if (!(error instanceof NeedMore) || complete || window >= LARGEST_WINDOW)
          throw error instanceof NeedMore ? new PdfReadError('object too long') : error;
      }
    }
  }

  /** `n g obj <value> [stream]` at `offset`. */
  private indirectAt(offset: number): Promise<{ num: number; value: PdfValue }> {
    return this.withWindow(offset, (lexer) => {
      const num = lexer.next();
      const gen = lexer.next();
      const keyword = lexer.next();
      if (typeof num !== 'number' || typeof gen !== 'number' || !(keyword instanceof PdfOp) || keyword.op !== 'obj')
        throw new PdfReadError(`no object at ${offset}`);
      const value = lexer.next() ?? null;
      if (value instanceof Map) {
        const start = lexer.streamStart();
        if (start !== undefined) return { num, value: new PdfStream(value, offset + start) };
      }
      return { num, value };
    });
  }

  private async fromObjectStream(streamNum: number, index: number, num: number): Promise<PdfValue> {
    let holder = this.objectStreams.get(streamNum);
    if (!holder) {
      const stream = await this.object(streamNum);
      if (!(stream instanceof PdfStream)) throw new PdfReadError('object stream missing');
      const bytes = await this.streamData(stream);
      const count = Number(await this.resolve(stream.dict.get('N')));
      const first = Number(await this.resolve(stream.dict.get('First')));
      const lexer = new PdfLexer(bytes);
      const offsets = new Map<number, number>();
      for (let i = 0; i < count; i++) {
        const n = lexer.next();
        const at = lexer.next();
        if (typeof n !== 'number' || typeof at !== 'number') throw new PdfReadError('object stream header');
        offsets.set(n, first + at);
      }
      holder = { bytes, offsets };
      if (this.objectStreams.size >= 4) this.objectStreams.delete(this.objectStreams.keys().next().value!);
      this.objectStreams.set(streamNum, holder);
    }
    const at = holder.offsets.get(num);
    if (at === undefined) throw new PdfReadError(`object ${num} not in its stream (index ${index})`);
    return new PdfLexer(holder.bytes, at).next() ?? null;
  }

  private async readXref(): Promise<void> {
    const tail = Buffer.from(await this.read(Math.max(0, this.size - 2048), 2048)).toString('latin1');
    const match = /startxref\s+(\d+)/g;
    let offset: number | undefined;
    for (let m = match.exec(tail); m; m = match.exec(tail)) offset = Number(m[1]);
    if (offset === undefined) throw new PdfReadError('no startxref');
    const seen = new Set<number>();
    let first = true;
    while (offset !== undefined && !seen.has(offset)) {
      seen.add(offset);
      const trailer = await this.xrefSection(offset);
      if (first) this.trailer = trailer;
      first = false;
      const stm = trailer.get('XRefStm');
      if (typeof stm === 'number' && !seen.has(stm)) {
        seen.add(stm);
        await this.xrefSection(stm);
      }
      const prev = trailer.get('Prev');
      offset = typeof prev === 'number' ? prev : undefined;
    }
    if (!(this.trailer.get('Root') instanceof PdfRef)) throw new PdfReadError('no /Root');
  }

  /** One cross-reference section (a table and its trailer, or a stream) at `offset`; entries already known are kept. */
  private async xrefSection(offset: number): Promise<PdfDict> {
    const table = await this.withWindow(offset, (lexer) => {
      const head = lexer.next();
      if (!(head instanceof PdfOp) || head.op !== 'xref') return undefined;
      const entries: Array<[number, XrefEntry | undefined]> = [];
      for (;;) {
        const start = lexer.next();
        if (start instanceof PdfOp && start.op === 'trailer') break;
        const count = lexer.next();
        if (typeof start !== 'number' || typeof count !== 'number') throw new PdfReadError('xref table');
        for (let i = 0; i < count; i++) {
          const at = lexer.next();
          lexer.next();
          const kind = lexer.next();
          if (typeof at !== 'number' || !(kind instanceof PdfOp)) throw new PdfReadError('xref entry');
          entries.push([start + i, kind.op === 'n' ? { offset: at } : undefined]);
        }
      }
      const trailer = lexer.next();
      if (!(trailer instanceof Map)) throw new PdfReadError('trailer');
      return { entries, trailer };
    });
    if (table) {
      for (const [num, entry] of table.entries) if (!this.xref.has(num)) this.xref.set(num, entry ?? { offset: -1 });
      return table.trailer;
    }
    const { value } = await this.indirectAt(offset);
    if (!(value instanceof PdfStream)) throw new PdfReadError('no cross-reference at startxref');
    const { dict } = value;
    const widths = dict.get('W');
    if (!Array.isArray(widths) || widths.length !== 3 || !widths.every((w) => typeof w === 'number')) throw new PdfReadError('/W');
    const [w0, w1, w2] = widths;
    const size = Number(dict.get('Size'));
    const index = (dict.get('Index') as number[] | undefined) ?? [0, size];
    const data = await this.streamData(value);
    const field = (at: number, width: number) => {
      let n = 0;
      for (let i = 0; i < width; i++) n = n * 256 + data[at + i];
      return n;
    };
    let at = 0;
    for (let s = 0; s + 1 < index.length; s += 2) {
      for (let i = 0; i < index[s + 1]; i++, at += w0 + w1 + w2) {
        if (at + w0 + w1 + w2 > data.length) throw new PdfReadError('xref stream short');
        const num = index[s] + i;
        const kind = w0 ? field(at, w0) : 1;
        if (this.xref.has(num)) continue;
        const a = field(at + w0, w1);
        const b = field(at + w0 + w1, w2);
        this.xref.set(num, kind === 1 ? { offset: a } : kind === 2 ? { stream: a, index: b } : { offset: -1 });
      }
    }
    return dict;
  }
}

/** Flate (or no filter) decoded, with the PNG or TIFF predictor undone. Other filters: PdfReadError. */
export function decodeFlate(raw: Uint8Array, filter: PdfValue | undefined, parms: PdfValue | undefined): Uint8Array {
  const filters = filter === undefined || filter === null ? [] : Array.isArray(filter) ? filter : [filter];
  if (filters.length === 0) return raw;
  if (filters.length > 1 || !(filters[0] instanceof PdfName) || !['FlateDecode', 'Fl'].includes(filters[0].name))
    throw new PdfReadError(`filter ${filters.map((f) => (f instanceof PdfName ? f.name : '?')).join(',')}`);
  const inflated = inflateSync(raw, { finishFlush: zlib.Z_SYNC_FLUSH, maxOutputLength: MAX_DECODED });
  const p = Array.isArray(parms) ? parms[0] : parms;
  if (!(p instanceof Map)) return inflated;
  const predictor = Number(p.get('Predictor') ?? 1);
  if (predictor <= 1) return inflated;
  const colors = Number(p.get('Colors') ?? 1);
  const bpc = Number(p.get('BitsPerComponent') ?? 8);
  const columns = Number(p.get('Columns') ?? 1);
  const rowBytes = Math.ceil((colors * bpc * columns) / 8);
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  if (predictor === 2) {
    if (bpc !== 8) throw new PdfReadError('TIFF predictor with bits other than 8');
    const out = Uint8Array.from(inflated);
    for (let row = 0; row + rowBytes <= out.length; row += rowBytes)
      for (let i = bpp; i < rowBytes; i++) out[row + i] = (out[row + i] + out[row + i - bpp]) & 0xff;
    return out;
  }
  const rows = Math.floor(inflated.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  const unfilter = new PngRows(rowBytes, bpp);
  for (let r = 0; r < rows; r++) out.set(unfilter.row(inflated.subarray(r * (rowBytes + 1), (r + 1) * (rowBytes + 1))), r * rowBytes);
  return out;
}

/** PNG row filters undone row after row (each row: a filter byte, then the row's bytes). */
export class PngRows {
  private previous: Uint8Array;
  private current: Uint8Array;

  constructor(
    private readonly rowBytes: number,
    private readonly bpp: number,
  ) {
    this.previous = new Uint8Array(rowBytes);
    this.current = new Uint8Array(rowBytes);
  }

  /** The row of `filtered` (rowBytes + 1 bytes) unfiltered; the returned bytes are reused by the next call. */
  row(filtered: Uint8Array): Uint8Array {
    const { rowBytes, bpp } = this;
    const [out, up] = [this.previous, this.current];
    // out is the older buffer, overwritten with this row; `up` holds the row before.
    const type = filtered[0];
    for (let i = 0; i < rowBytes; i++) {
      const x = filtered[i + 1];
      const a = i >= bpp ? out[i - bpp] : 0;
      const b = up[i];
      switch (type) {
        case 0:
          out[i] = x;
          break;
        case 1:
          out[i] = (x + a) & 0xff;
          break;
        case 2:
          out[i] = (x + b) & 0xff;
          break;
        case 3:
          out[i] = (x + ((a + b) >> 1)) & 0xff;
          break;
        case 4: {
          const c = i >= bpp ? up[i - bpp] : 0;
          const pa = Math.abs(b - c);
          const pb = Math.abs(a - c);
          const pc = Math.abs(a + b - 2 * c);
          out[i] = (x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)) & 0xff;
          break;
        }
        default:
          throw new PdfReadError(`PNG filter ${type}`);
      }
    }
    this.previous = up;
    this.current = out;
    return out;
  }
}
