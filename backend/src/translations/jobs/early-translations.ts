import { buildSegments } from '@pt/document';
import type { PageText } from '@pt/document';
import { BatchLimits, toBatches } from './pipeline-progress.util';

export interface EarlyTranslationsParams {
  /** The engine call for one batch of protected segment texts (same length and order back). */
  translate: (texts: string[]) => Promise<string[]>;
  /** Texts already translated (a resumed job's checkpoint): not sent again. */
  known?: (text: string) => boolean;
  /** Pages rebuilt and sent together, as they come from the parser. */
  pagesPerChunk?: number;
  limits: BatchLimits;
}

/**
 * Translation started while the document is still being read. Every few pages, as the parser hands them over, the
 * pages are rebuilt on their own (`buildSegments` on the chunk) and their new sentences are sent to the engine at once:
 * the engine works while the parsing process, on one core, reads the rest (on a two-core machine one core would
 * otherwise wait). The document's own segmentation, made once every page is in, decides what is translated:
 * `take(text)` gives the early answer for a segment whose protected text is exactly one sent early (keyed by text,
 * like checkpoints), so the output is the same as without this; the few sentences a chunk rebuilt differently
 * (a running header recognised only across more pages, a hyphenation decided by the whole vocabulary) are sent then,
 * and an early answer nobody takes is only wasted engine work. A failed early call fails the segments that take it
 * (the attempt is retried like any engine failure); nobody taking it leaves no unhandled rejection.
 */
export class EarlyTranslations {
  private readonly byText = new Map<string, Promise<string>>();
  private readonly chunk: PageText[] = [];
  private readonly pagesPerChunk: number;
  private stopped = false;

  constructor(private readonly params: EarlyTranslationsParams) {
    this.pagesPerChunk = Math.max(1, params.pagesPerChunk ?? 3);
  }

  /** A page just read (pages come in order). */
  addPage(page: PageText): void {
    if (this.stopped) return;
    this.chunk.push(page);
    if (this.chunk.length >= this.pagesPerChunk) this.send();
  }

  /** The last pages: sent while the whole document is being rebuilt. No more pages are taken after this. */
  flush(): void {
    if (!this.stopped) this.send();
    this.stopped = true;
  }

  /** Stops taking pages (e.g. the run failed); calls already made run to their end, unobserved. */
  stop(): void {
    this.stopped = true;
    this.chunk.length = 0;
  }

  /** The early translation of a protected segment text, when one was asked for. */
  take(text: string): Promise<string> | undefined {
    return this.byText.get(text);
  }

  /** Texts sent early (for the logs and tests). */
  get sent(): number {
    return this.byText.size;
  }

  private send(): void {
    const pages = this.chunk.splice(0);
    if (pages.length === 0) return;
    let segments;
    try {
      segments = buildSegments(pages).segments;
    } catch {
      // Only a head start: the whole document's reconstruction runs anyway and reports its own errors.
      this.stop();
      return;
    }
    const fresh = segments.filter((s) => !this.byText.has(s.text) && !this.params.known?.(s.text));
    for (const batch of toBatches(fresh, this.params.limits)) {
      const call = Promise.resolve().then(() => this.params.translate(batch.map((s) => s.text)));
      batch.forEach((segment, i) => {
        const answer = call.then((out) => {
          if (out.length !== batch.length) throw new Error(`engine answered ${out.length} segments for ${batch.length}`);
          return out[i];
        });
        answer.catch(() => undefined); // observed by take(), or by nobody
        this.byText.set(segment.text, answer);
      });
    }
  }
}
