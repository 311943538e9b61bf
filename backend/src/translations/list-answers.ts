import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Response } from 'express';
import { pickEncoding, type PrecompressedEncoding } from '../common/accept-encoding.util';
import { COMPRESS_THRESHOLD_BYTES } from '../common/http-compression';
import type { ListPage } from './dto/list-page';

const ENCODERS: Record<PrecompressedEncoding, (text: string) => Promise<Buffer>> = {
  // Made once per kept answer, so a better ratio than the per-answer middleware's (brotli 4) is affordable.
  br: (text) => promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (text) => promisify(gzip)(text),
};

/**
 * A list's JSON text, its ETag (a hash of the text: equal answers, equal tags, whichever process made them) and its
 * compressed forms, each made once, when a client first accepts it.
 */
export class ListAnswer {
  readonly etag: string;
  /** The text's length in UTF-8. */
  readonly bytes: number;
  private readonly encoded = new Map<PrecompressedEncoding, Promise<Buffer>>();

  constructor(
    readonly json: string,
    private readonly onGrow: (bytes: number) => void = () => undefined,
  ) {
    this.etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    this.bytes = Buffer.byteLength(json);
  }

  encodedAs(encoding: PrecompressedEncoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = ENCODERS[encoding](this.json);
      this.encoded.set(encoding, bytes);
      bytes.then(
        (buffer) => this.onGrow(buffer.length),
        () => this.encoded.delete(encoding),
      );
    }
    return bytes;
  }
}

interface Entry {
  version: number;
  answer: Promise<ListAnswer>;
  length: number;
}

/**
 * The JSON answers of customers' lists, kept per user and page with the list version they were made at
 * (TranslationListVersion: the database moves it on with every write to one of the user's rows, from any process or
 * class). A read whose version is the kept one answers the kept text without reading a row; another version makes
 * the answer anew. Rows are read after the version, so an answer is never older than the version it is kept under
 * (a newer one only while that version is already superseded in the database). Concurrent reads of one version share
 * one making. The kept answers (texts and compressed forms) are bounded by their total length, the least recently
 * answered dropped first.
 */
export class ListAnswers {
  private readonly entries = new Map<string, Entry>();
  private length = 0;

  constructor(private readonly maxLength = 16 * 1024 * 1024) {}

  answer(userId: number, version: number, page: ListPage, make: () => Promise<string>): Promise<ListAnswer> {
    const key = `${userId}:${page.limit ?? ''}:${page.offset ?? ''}`;
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (kept.version === version) {
        this.entries.set(key, kept); // the most recently answered last
        return kept.answer;
      }
      this.length -= kept.length;
    }
    const grow = (bytes: number) => {
      if (this.entries.get(key) !== entry) return; // dropped or replaced meanwhile
      entry.length += bytes;
      this.length += bytes;
      this.evict();
    };
    const entry: Entry = { version, length: 0, answer: make().then((json) => new ListAnswer(json, grow)) };
    this.entries.set(key, entry);
    entry.answer.then(
      ({ json }) => grow(json.length),
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.answer;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.length <= this.maxLength) break;
      this.entries.delete(key);
      this.length -= entry.length;
    }
  }
}

/**
 * Sends a list answer: its JSON, compressed as the client accepts (brotli, gzip) when over the compression
 * threshold, with its ETag (one per form; Express answers 304 to a matching If-None-Match), revalidated at every use
 * and kept by the browser only (it is the caller's own data).
 */
export async function sendListAnswer(res: Response, answer: ListAnswer): Promise<void> {
  res.set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-cache' });
  res.vary('Accept-Encoding');
  const encoding = answer.bytes >= COMPRESS_THRESHOLD_BYTES ? pickEncoding(res.req.headers['accept-encoding'], ['br', 'gzip']) : undefined;
  if (!encoding) {
    res.set('ETag', answer.etag).send(answer.json);
    return;
  }
  const bytes = await answer.encodedAs(encoding);
  res.set({ 'Content-Encoding': encoding, ETag: `${answer.etag.slice(0, -1)}-${encoding}"` }).send(bytes);
}
