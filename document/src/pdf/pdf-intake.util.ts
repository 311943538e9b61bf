import { open } from 'node:fs/promises';
import { PdfNotAPdfError, PdfTooLargeError } from './pdf-errors';

const MAGIC = Buffer.from('%PDF-', 'latin1');
/** Readers accept the header anywhere in the first 1024 bytes (ISO 32000-1, annex H.3). */
const HEADER_WINDOW = 1024;

/** The largest PDF read when the caller sets no limit (the backend passes UPLOAD_MAX_BYTES). */
export const DEFAULT_MAX_PDF_BYTES = 100 * 1024 * 1024;

/**
 * The checks that need no parser: the size limit, then the `%PDF-` header in the first 1024 bytes. The file's
 * name and the client's Content-Type play no part. Resolves with the size in bytes.
 */
export async function checkPdfFile(filePath: string, maxBytes: number): Promise<number> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw new PdfTooLargeError(size, maxBytes);
    const head = Buffer.alloc(Math.min(HEADER_WINDOW, size));
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (head.subarray(0, bytesRead).indexOf(MAGIC) < 0) throw new PdfNotAPdfError('no %PDF- header in the first 1024 bytes');
    return size;
  } finally {
    await handle.close();
  }
}
