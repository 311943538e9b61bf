import { readFile } from 'node:fs/promises';
import type { TranslationEngine } from './engines/translation-engine';
import { TranslationEngineError } from './engines/translation-engine';
import type { Segment } from './layout/layout.types';
import { applyTranslations, buildSegments } from './layout/segments.util';
import { outputNotesOf, type OutputNotes } from './output/output-notes.util';
import type { PdfWriteRunner } from './output/pdf-write-runner';
import type { PdfTextExtractor } from './pdf/pdf-text-extractor';

/** Segments per engine call: the translation job's batches (backend BATCH_LIMITS). */
export const DEFAULT_TRANSLATE_BATCH = { maxSegments: 200, maxChars: 20_000 };

export interface TranslateDocumentParams {
  /** The PDF to translate. */
  sourcePath: string;
  /** ISO 639-1 codes. */
  source: string;
  target: string;
  extractor: PdfTextExtractor;
  engine: TranslationEngine;
  writer: PdfWriteRunner;
  batch?: { maxSegments: number; maxChars: number };
}

export interface TranslatedDocument {
  pdf: Uint8Array;
  pages: number;
  /** Unique segments sent to the engine. */
  segments: number;
  /** What the job would tell the customer (pages whose translation overflowed, was shrunk, lacks glyphs…). */
  notes: OutputNotes;
  /** Milliseconds per step. */
  timings: { extract: number; segment: number; translate: number; write: number };
}

/**
 * One PDF through the four steps, in the translation job's order and with its functions: parse (the extractor's
 * child process) → reconstruct (`buildSegments`) → a writing process opened on the original (it removes the text
 * while the engine works) → translate the unique segments in batches → `applyTranslations` → typeset → the bytes.
 * The job (backend TranslationPipelineService) runs the same steps streamed, with checkpoints, progress and early
 * translation of the first pages; this is the whole-document form for tools and the fidelity bench.
 */
export async function translateDocument(params: TranslateDocumentParams): Promise<TranslatedDocument> {
  const { source, target, engine } = params;
  const started = performance.now();
  let last = started;
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - last);
    last = now;
    return ms;
  };

  const extraction = await params.extractor.extract(params.sourcePath, { countImages: false });
  const extract = lap();
  const segmentation = buildSegments(extraction.pages);
  const segment = lap();

  const session = params.writer.open({
    sourcePdf: await readFile(params.sourcePath),
    blocks: segmentation.blocks.map((block) => ({ ...block, translatedText: '' })),
    language: target,
    pages: extraction.pageCount,
  });
  try {
    const translations = new Map<string, string>();
    for (const batch of batches(segmentation.segments, params.batch ?? DEFAULT_TRANSLATE_BATCH)) {
      const out = await engine.translateBatch(
        batch.map((s) => s.text),
        source,
        target,
      );
      if (out.length !== batch.length)
        throw new TranslationEngineError(`engine answered ${out.length} segments for ${batch.length}`, 'transient', engine.name);
      batch.forEach((s, i) => translations.set(s.id, out[i]));
    }
    const translate = lap();
    session.typeset(applyTranslations(segmentation, translations));
    const written = await session.finish();
    const write = lap();
    return {
      pdf: written.pdf,
      pages: extraction.pageCount,
      segments: segmentation.segments.length,
      notes: outputNotesOf(written),
      timings: { extract, segment, translate, write },
    };
  } catch (error) {
    session.abort();
    throw error;
  }
}

function batches(segments: readonly Segment[], limits: { maxSegments: number; maxChars: number }): Segment[][] {
  const out: Segment[][] = [];
  let current: Segment[] = [];
  let chars = 0;
  for (const s of segments) {
    if (current.length > 0 && (current.length >= limits.maxSegments || chars + s.text.length > limits.maxChars)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(s);
    chars += s.text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}
