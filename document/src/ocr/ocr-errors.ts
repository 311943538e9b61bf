import { PdfError } from '../pdf/pdf-errors';

/** A scanned page whose rendering or recognition passed its time or memory bound (the process was killed). */
export class OcrPageTooCostlyError extends PdfError {
  readonly code = 'too_complex';
  readonly status = 422;
  constructor(
    readonly page: number,
    internal: string,
  ) {
    super(
      {
        en: `The text of scanned page ${page} could not be recognised within our limits. Please try a copy scanned at a lower resolution, or without that page.`,
        fr: `Le texte de la page numérisée ${page} n’a pas pu être reconnu dans nos limites. Essayez une copie numérisée à une résolution plus faible, ou sans cette page.`,
      },
      internal,
    );
  }
}

/** Ours: pdftoppm or tesseract could not start, or failed on a page. */
export class OcrFailedError extends PdfError {
  readonly code = 'parser_failed';
  readonly status = 500;
  constructor(
    readonly page: number,
    internal: string,
  ) {
    super(
      {
        en: 'The scanned pages of this PDF could not be read because of an error on our side. Please try again later.',
        fr: 'Les pages numérisées de ce PDF n’ont pas pu être lues en raison d’une erreur de notre côté. Veuillez réessayer plus tard.',
      },
      internal,
    );
  }
}
