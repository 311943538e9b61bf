import type { PdfWorkerErrorCode } from './pdf.types';

export type PdfErrorLanguage = 'en' | 'fr';
export type LocalizedText = Record<PdfErrorLanguage, string>;
export type PdfErrorCode = Exclude<PdfWorkerErrorCode, 'internal'> | 'too_large' | 'timeout' | 'parser_failed';

const MB = 1024 * 1024;
const number = (lang: PdfErrorLanguage, n: number) => new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA').format(n);
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * Why a PDF was refused or could not be read, with the sentence shown to the user in English and French.
 * Intake errors (status 4xx) are the file's fault; `parser_failed` (500) is ours. The backend's upload endpoint turns
 * it into an HTTP error with `status` and `detailIn(lang)` (backend/src/translations/pdf-http-error.ts).
 */
export abstract class PdfError extends Error {
  abstract readonly code: PdfErrorCode;
  abstract readonly status: 400 | 413 | 422 | 500;
  readonly detail: LocalizedText;

  protected constructor(detail: LocalizedText, internal?: string) {
    super(internal ? `${detail.en} (${internal})` : detail.en);
    this.name = new.target.name;
    this.detail = detail;
  }

  detailIn(lang: PdfErrorLanguage): string {
    return this.detail[lang] ?? this.detail.en;
  }
}

/** No `%PDF-` header in the first 1024 bytes, or nothing PDF-like after it. The file's name plays no part. */
export class PdfNotAPdfError extends PdfError {
  readonly code = 'not_a_pdf';
  readonly status = 400;
  constructor(internal?: string) {
    super(
      {
        en: 'This file is not a PDF document. Please upload a PDF file.',
        fr: "Ce fichier n'est pas un document PDF. Veuillez téléverser un fichier PDF.",
      },
      internal,
    );
  }
}

/** Any /Encrypt dictionary, including an empty user password that viewers open silently. */
export class PdfEncryptedError extends PdfError {
  readonly code = 'encrypted';
  readonly status = 422;
  constructor(internal?: string) {
    super(
      {
        en: 'This PDF is password-protected or encrypted. Please upload an unprotected copy.',
        fr: 'Ce PDF est protégé par un mot de passe ou chiffré. Veuillez téléverser une copie non protégée.',
      },
      internal,
    );
  }
}

export class PdfDamagedError extends PdfError {
  readonly code = 'damaged';
  readonly status = 422;
  constructor(internal?: string) {
    super(
      {
        en: 'This PDF is damaged and cannot be read. Please upload an intact copy.',
        fr: 'Ce PDF est endommagé et ne peut pas être lu. Veuillez en téléverser une copie intacte.',
      },
      internal,
    );
  }
}

export class PdfNoPagesError extends PdfError {
  readonly code = 'no_pages';
  readonly status = 422;
  constructor() {
    super({
      en: 'This PDF has no pages. Please upload a document with at least one page.',
      fr: 'Ce PDF ne contient aucune page. Veuillez téléverser un document d’au moins une page.',
    });
  }
}

export class PdfTooLargeError extends PdfError {
  readonly code = 'too_large';
  readonly status = 413;
  constructor(
    readonly byteLength: number,
    readonly maxBytes: number,
  ) {
    const limit = megabytes(maxBytes);
    super({
      en: `This file is larger than the ${number('en', limit)} MB limit. Please upload a smaller PDF or split it into parts.`,
      fr: `Ce fichier dépasse la limite de ${number('fr', limit)} Mo. Veuillez téléverser un PDF plus petit ou le diviser en plusieurs parties.`,
    });
  }
}

/** Counted on the real page tree: a /Count that lies neither raises nor lowers it. */
export class PdfTooManyPagesError extends PdfError {
  readonly code = 'too_many_pages';
  readonly status = 413;
  constructor(readonly maxPages: number) {
    super({
      en: `This PDF has more than ${number('en', maxPages)} pages, the most we accept in one document. Please split it and upload the parts separately.`,
      fr: `Ce PDF compte plus de ${number('fr', maxPages)} pages, le maximum accepté pour un document. Veuillez le diviser et téléverser les parties séparément.`,
    });
  }
}

export class PdfParseTimeoutError extends PdfError {
  readonly code = 'timeout';
  readonly status = 422;
  constructor(readonly timeoutMs: number) {
    super(
      {
        en: 'This PDF could not be analysed in time. It may be damaged or unusually complex; please try a simplified copy (for example, printed again to PDF).',
        fr: 'Ce PDF n’a pas pu être analysé à temps. Il est peut-être endommagé ou d’une complexité inhabituelle ; essayez une copie simplifiée (par exemple, réimprimée en PDF).',
      },
      `no result after ${timeoutMs} ms`,
    );
  }
}

/** The parser hit the memory cap, the output cap or a per-page bound. */
export class PdfTooComplexError extends PdfError {
  readonly code = 'too_complex';
  readonly status = 422;
  constructor(internal?: string) {
    super(
      {
        en: 'This PDF is too complex to analyse within our limits. Please try a simplified copy (for example, printed again to PDF).',
        fr: 'Ce PDF est trop complexe pour être analysé dans nos limites. Essayez une copie simplifiée (par exemple, réimprimée en PDF).',
      },
      internal,
    );
  }
}

/** The parsing process could not start or died for a reason that is not the file's (ours: answer 500). */
export class PdfParserFailedError extends PdfError {
  readonly code = 'parser_failed';
  readonly status = 500;
  constructor(internal: string) {
    super(
      {
        en: 'This PDF could not be analysed because of an error on our side. Please try again later.',
        fr: 'Ce PDF n’a pas pu être analysé en raison d’une erreur de notre côté. Veuillez réessayer plus tard.',
      },
      internal,
    );
  }
}
