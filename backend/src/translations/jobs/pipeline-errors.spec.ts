import { TranslationEngineError, UnsupportedLanguagePairError, PdfWriteError, PdfDamagedError, PdfParserFailedError } from '@pt/document';
import { StorageObjectNotFoundError } from '../../storage/storage.service';
import { classifyPipelineError, PermanentPipelineError, PipelineInterruptedError } from './pipeline-errors';

describe('classifyPipelineError', () => {
  it('keeps what a retry may fix: transient engine errors, a parser that died, anything unknown', () => {
    const transient = new TranslationEngineError('timeout', 'transient', 'apertium');
    const parser = new PdfParserFailedError('killed');
    const unknown = new Error('ECONNRESET');
    const writerCrashed = new PdfWriteError('exited (signal SIGKILL)', 'crashed');
    const writerFailed = new PdfWriteError('Error: cannot load', 'failed');
    for (const err of [transient, parser, unknown, writerCrashed, writerFailed]) expect(classifyPipelineError(err)).toBe(err);
    const interrupted = new PipelineInterruptedError();
    expect(classifyPipelineError(interrupted)).toBe(interrupted);
  });

  it('makes the document’s and the engine’s refusals permanent, with a sentence for the user in both languages', () => {
    const damaged = classifyPipelineError(new PdfDamagedError('xref')) as PermanentPipelineError;
    expect(damaged).toBeInstanceOf(PermanentPipelineError);
    expect(damaged.detail.en).toBe('This PDF is damaged and cannot be read. Please upload an intact copy. Your payment will be refunded.');
    expect(damaged.detail.fr).toContain('Votre paiement vous sera remboursé.');

    const pair = classifyPipelineError(new UnsupportedLanguagePairError('apertium', 'de', 'fr')) as PermanentPipelineError;
    expect(pair.detail.en).toBe('We cannot translate from German to French yet. Your payment will be refunded.');

    expect(classifyPipelineError(new TranslationEngineError('403', 'permanent', 'google'))).toBeInstanceOf(PermanentPipelineError);
    expect(classifyPipelineError(new StorageObjectNotFoundError('originals/x.pdf'))).toBeInstanceOf(PermanentPipelineError);
  });

  it('fails a document the writing process cannot finish within its bounds, suggesting DOCX', () => {
    for (const kind of ['timeout', 'memory'] as const) {
      const err = classifyPipelineError(new PdfWriteError('over the bound', kind)) as PermanentPipelineError;
      expect(err).toBeInstanceOf(PermanentPipelineError);
      expect(err.detail.en).toBe(
        'This document is too complex for us to rebuild as a translated PDF. Your payment will be refunded. Ordering it as a Word document (DOCX) may work.',
      );
      expect(err.detail.fr).toContain('Votre paiement vous sera remboursé.');
    }
  });
});
