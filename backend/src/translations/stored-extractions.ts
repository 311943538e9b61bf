import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { assertStorageKey } from '../storage/storage-key.util';
import { StorageObjectNotFoundError, StorageService } from '../storage/storage.service';
import type { PdfExtractedPage, PdfExtraction } from '@pt/document';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** Bumped when PdfExtractedPage changes shape: an older stored text is then ignored and the original parsed again. */
export const STORED_EXTRACTION_VERSION = 1;

/** `originals/<uuid>.pdf` → `originals/<uuid>-text.gz`: the text lives beside its original and goes with it. */
export function extractionKeyOf(sourceBlobName: string): string {
  return assertStorageKey(sourceBlobName.replace(/\.[a-z0-9]+$/, '-text.gz'));
}

/**
 * The text with positions read from an upload at intake (PdfAnalyzer), stored gzipped beside the original so the
 * translation job does not parse the document a second time. It is a cache of the original: when it is missing,
 * unreadable or of another version, the job parses the original as before.
 */
@Injectable()
export class StoredExtractions {
  private readonly logger = new Logger(StoredExtractions.name);

  constructor(private readonly storage: StorageService) {}

  /** Stores the pages (PdfExtractedPage JSON each, in order) without parsing them again. */
  async save(sourceBlobName: string, pageJsons: readonly string[]): Promise<void> {
    const json = `{"version":${STORED_EXTRACTION_VERSION},"pages":[${pageJsons.join(',')}]}`;
    // Fastest level: the text is read back within a day, and gzip's best levels cost several times the CPU for a
    // few percent.
    const bytes = await gzipAsync(Buffer.from(json), { level: constants.Z_BEST_SPEED });
    await this.storage.put(extractionKeyOf(sourceBlobName), bytes);
  }

  /** The stored pages of that original, or null when there is nothing usable for `pageCount` pages. */
  async load(sourceBlobName: string, pageCount: number): Promise<PdfExtraction | null> {
    const key = extractionKeyOf(sourceBlobName);
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.storage.getStream(key)) chunks.push(chunk as Buffer);
      const stored = JSON.parse((await gunzipAsync(Buffer.concat(chunks))).toString()) as { version?: unknown; pages?: PdfExtractedPage[] };
      if (stored.version !== STORED_EXTRACTION_VERSION || !Array.isArray(stored.pages) || stored.pages.length !== pageCount) {
        this.logger.warn({ key, version: stored.version }, 'stored text not usable: the original is parsed again');
        return null;
      }
      return { pageCount, pages: stored.pages };
    } catch (err) {
      if (!(err instanceof StorageObjectNotFoundError)) this.logger.warn({ err, key }, 'stored text not readable: the original is parsed again');
      return null;
    }
  }

  delete(sourceBlobName: string): Promise<void> {
    return this.storage.delete(extractionKeyOf(sourceBlobName));
  }
}
