import { HttpException } from '@nestjs/common';
import type { PdfError, PdfErrorLanguage } from '@pt/document';

/**
 * A PdfError (from the document engine) as the HTTP error the upload endpoint throws: its status, and
 * {"detail": "...", "code": "..."} in the caller's language, which the global filter renders.
 */
export function pdfHttpException(error: PdfError, lang: PdfErrorLanguage): HttpException {
  return new HttpException({ detail: error.detailIn(lang), code: error.code }, error.status, { cause: error });
}
