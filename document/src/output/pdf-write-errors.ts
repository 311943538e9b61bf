/**
 * Why the writing process could not rebuild a translated PDF. `kind`: `timeout` and `memory` are the document's
 * doing (the same document would hit the same bound again), `crashed` (the process died on its own or could not
 * start) and `failed` (the writer threw, e.g. pdf-lib could not load the file) may be ours and are worth a retry.
 */
export class PdfWriteError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'memory' | 'crashed' | 'failed',
  ) {
    super(message);
    this.name = 'PdfWriteError';
  }

  /** Retrying the same document cannot help. */
  get permanent(): boolean {
    return this.kind === 'timeout' || this.kind === 'memory';
  }
}
