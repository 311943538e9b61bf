import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { constants, createGunzip, createGzip } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { assertStorageKey } from '../storage/storage-key.util';
import { StorageObjectNotFoundError, StorageService } from '../storage/storage.service';
import type { PdfExtractedPage, PdfExtraction } from '@pt/document';

/**
 * Bumped when PdfExtractedPage or the file's layout changes: an older stored text is then ignored and the original
 * parsed again. 2: gzipped lines, a header line then one page per line (1 was one JSON document of every page).
 */
export const STORED_EXTRACTION_VERSION = 2;

/** `originals/<uuid>.pdf` → `originals/<uuid>-text.gz`: the text lives beside its original and goes with it. */
export function extractionKeyOf(sourceBlobName: string): string {
  return assertStorageKey(sourceBlobName.replace(/\.[a-z0-9]+$/, '-text.gz'));
}

/**
 * The text of an upload being written to a local file page by page as the parser reads it (PdfAnalyzer's `onPage`),
 * so no copy of the whole document's text is held in memory. Gzipped lines: `{"version":2}`, then each page's JSON
 * (JSON.stringify escapes line breaks, so a page is one line).
 */
export class ExtractionDraft {
  private readonly gzip = createGzip({ level: constants.Z_BEST_SPEED });
  private readonly file: WriteStream;
  private readonly written: Promise<void>;
  private error?: Error;
  pages = 0;

  constructor(readonly path: string) {
    const file = (this.file = createWriteStream(path));
    this.gzip.pipe(file);
    // Fastest level: the text is read back within a day, and gzip's best levels cost several times the CPU for a
    // few percent.
    this.written = finished(file).catch((err: Error) => {
      this.error ??= err;
    });
    this.gzip.on('error', (err) => {
      this.error ??= err;
      file.destroy(err);
    });
    this.gzip.write(`{"version":${STORED_EXTRACTION_VERSION}}\n`);
  }

  /** One page, as PdfExtractedPage JSON, in page order. */
  add(pageJson: string): void {
    if (this.error) return; // reported by finish()
    this.gzip.write(`${pageJson}\n`);
    this.pages++;
  }

  /** Resolves once every page is on disk; rejects when the file could not be written. */
  async finish(): Promise<void> {
    this.gzip.end();
    await this.written;
    if (this.error) throw this.error;
  }

  /** Removes the local file (after it was stored, or when the upload is refused). */
  async discard(): Promise<void> {
    // A draft never finished (the upload was refused): both streams stop here (pipe does not pass a destroy on).
    if (!this.gzip.writableEnded) {
      this.gzip.destroy();
      this.file.destroy();
    }
    await this.written;
    await rm(this.path, { force: true });
  }
}

/**
 * The text with positions read from an upload at intake (PdfAnalyzer), stored gzipped beside the original so the
 * translation job does not parse the document a second time. It is a cache of the original: when it is missing,
 * unreadable or of another version, the job parses the original as before. Written and read page by page: neither
 * side holds the whole text as one string.
 */
@Injectable()
export class StoredExtractions {
  private readonly logger = new Logger(StoredExtractions.name);

  constructor(private readonly storage: StorageService) {}

  /** A local file at `path` the pages are written to as they are read; stored with `save`, removed with `discard`. */
  draft(path: string): ExtractionDraft {
    return new ExtractionDraft(path);
  }

  /** Stores the pages written to the draft beside that original. */
  async save(sourceBlobName: string, draft: ExtractionDraft): Promise<void> {
    await draft.finish();
    await this.storage.put(extractionKeyOf(sourceBlobName), draft.path);
  }

  /** The stored pages of that original, or null when there is nothing usable for `pageCount` pages. */
  async load(sourceBlobName: string, pageCount: number): Promise<PdfExtraction | null> {
    const key = extractionKeyOf(sourceBlobName);
    try {
      const pages: PdfExtractedPage[] = [];
      let version: unknown;
      for await (const line of gunzippedLines(await this.storage.getStream(key))) {
        if (version === undefined) {
          version = (JSON.parse(line) as { version?: unknown }).version ?? null;
          if (version !== STORED_EXTRACTION_VERSION) break;
          continue;
        }
        if (pages.length === pageCount) {
          pages.push(JSON.parse(line) as PdfExtractedPage); // one more than expected: refused below
          break;
        }
        pages.push(JSON.parse(line) as PdfExtractedPage);
      }
      if (version !== STORED_EXTRACTION_VERSION || pages.length !== pageCount) {
        this.logger.warn({ key, version, pages: pages.length, pageCount }, 'stored text not usable: the original is parsed again');
        return null;
      }
      return { pageCount, pages };
    } catch (err) {
      if (!(err instanceof StorageObjectNotFoundError))
        this.logger.warn({ err, key }, 'stored text not readable: the original is parsed again');
      return null;
    }
  }

  delete(sourceBlobName: string): Promise<void> {
    return this.storage.delete(extractionKeyOf(sourceBlobName));
  }
}

/** The non-empty lines of a gzipped stream, as they are decompressed; rejects when the stream or the gzip is broken. */
async function* gunzippedLines(source: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      rest += decoder.write(chunk as Buffer);
      let start = 0;
      for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', start)) {
        if (end > start) yield rest.slice(start, end);
        start = end + 1;
      }
      rest = rest.slice(start);
    }
    rest += decoder.end();
    if (rest) yield rest;
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}
