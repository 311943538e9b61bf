import { HttpException } from '@nestjs/common';
import { PdfEncryptedError, PdfTooLargeError } from '@pt/document';
import { pdfHttpException } from './pdf-http-error';

describe('pdfHttpException', () => {
  it('becomes an HttpException with the detail in the caller’s language', () => {
    const http = pdfHttpException(new PdfEncryptedError('x'), 'fr');
    expect(http).toBeInstanceOf(HttpException);
    expect(http.getStatus()).toBe(422);
    expect(http.getResponse()).toEqual({
      detail: 'Ce PDF est protégé par un mot de passe ou chiffré. Veuillez téléverser une copie non protégée.',
      code: 'encrypted',
    });
    expect(pdfHttpException(new PdfTooLargeError(2, 1), 'en').getStatus()).toBe(413);
  });
});
