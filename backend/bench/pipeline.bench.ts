/**
 * `npm run bench`: throughput of the document pipeline against the raw engine, measured in the same run on the
 * same generated documents, and analysis time of a 300-page PDF next to poppler's pdftotext. Prints ratios; it is
 * a measurement, not a test (no thresholds).
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../src/config/app-config';
import { createTranslationEngine } from '../src/translations/engines/engines.module';
import { BATCH_LIMITS } from '../src/translations/jobs/translation-pipeline.service';
import { toBatches } from '../src/translations/jobs/pipeline-progress.util';
import { applyTranslations, buildSegments } from '../src/translations/layout/segments.util';
import { writeTranslatedPdf } from '../src/translations/output/pdf-writer';
import { PdfAnalyzer } from '../src/translations/pdf/pdf-analyzer';
import { PdfParseRunner } from '../src/translations/pdf/pdf-parse-runner';
import { PdfTextExtractor } from '../src/translations/pdf/pdf-text-extractor';
import { countWordsOf, GeneratedPdf, layoutSamplerPdf, prosePdf, twoColumnPdf, writePdfFile } from '../test/utils/pdf-factory';

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function main() {
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent', PDF_PARSE_TIMEOUT_MS: '600000' });
  const runner = new PdfParseRunner(config);
  const extractor = new PdfTextExtractor(config, runner);
  const analyzer = new PdfAnalyzer(config, runner);
  const engine = createTranslationEngine(config);
  const dir = mkdtempSync(join(tmpdir(), 'pt-bench-'));
  const [source, target] = ['en', 'fr'];
  try {
    await engine.translateBatch(['Warm-up sentence so process start is not measured.'], source, target);
    const documents: Array<[string, GeneratedPdf]> = [
      ['one column, 20 pages', await prosePdf({ pages: 20 })],
      ['two columns', await twoColumnPdf()],
      ['mixed layouts with images', await layoutSamplerPdf()],
    ];
    console.log(`engine ${engine.name}, ${source}→${target}\n`);
    console.log('document                     pages   words   raw engine w/s   pipeline w/s   pipeline pages/min   ratio');
    for (const [name, doc] of documents) {
      const file = writePdfFile(dir, `${name.replace(/\W+/g, '-')}.pdf`, doc.bytes);
      // Raw engine: the document's text (the segments the pipeline sends), one call, nothing else.
      const segments = buildSegments((await extractor.extract(file)).pages).segments;
      const words = segments.reduce((sum, s) => sum + countWordsOf(s.text), 0);
      let start = process.hrtime.bigint();
      await engine.translateBatch(segments.map((s) => s.text), source, target);
      const raw = words / seconds(start);
      // Pipeline: extract → reconstruct → translate in the job's batches → apply → write the PDF.
      start = process.hrtime.bigint();
      const extraction = await extractor.extract(file);
      const segmentation = buildSegments(extraction.pages);
      const translated = new Map<string, string>();
      for (const batch of toBatches(segmentation.segments, BATCH_LIMITS)) {
        const out = await engine.translateBatch(batch.map((s) => s.text), source, target);
        batch.forEach((s, i) => translated.set(s.id, out[i]));
      }
      await writeTranslatedPdf({ sourcePdf: doc.bytes, blocks: applyTranslations(segmentation, translated), language: target });
      const elapsed = seconds(start);
      const pipeline = words / elapsed;
      console.log(
        `${name.padEnd(28)} ${String(extraction.pageCount).padStart(5)} ${String(words).padStart(7)} ${fmt(raw).padStart(16)} ${fmt(pipeline).padStart(14)} ${fmt((extraction.pageCount / elapsed) * 60, 1).padStart(20)} ${fmt(pipeline / raw, 2).padStart(7)}`,
      );
    }

    const big = writePdfFile(dir, 'analysis-300.pdf', (await prosePdf({ pages: 300 })).bytes);
    let start = process.hrtime.bigint();
    const analysis = await analyzer.analyze(big);
    const ours = seconds(start);
    console.log(`\nanalysis of a ${analysis.pageCount}-page PDF: ${fmt(ours, 2)} s (page count, words per page, image-only pages, language)`);
    try {
      start = process.hrtime.bigint();
      await promisify(execFile)('pdftotext', [big, '-'], { maxBuffer: 256 * 1024 * 1024 });
      const poppler = seconds(start);
      console.log(`pdftotext on the same file: ${fmt(poppler, 2)} s; ratio ours/pdftotext ${fmt(ours / poppler, 2)}`);
    } catch {
      console.log('pdftotext not installed (Debian package poppler-utils): no comparison');
    }
  } finally {
    await engine.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
