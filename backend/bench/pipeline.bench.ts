/**
 * `npm run bench`: throughput of the document pipeline against the raw engine, measured in the same run on the same
 * generated documents, and analysis time of a 300-page PDF next to poppler's pdftotext. Prints ratios and where the
 * pipeline's time goes; it is a measurement, not a test (no thresholds). Last section: OCR of scanned pages against the
 * `tesseract` command (document/bench/ocr.bench.ts, also `npm run bench:ocr`).
 *
 * The documents are long (BENCH_PAGES pages, default 40) and their text is varied: sentences drawn from a word list
 * with a seeded generator (document/test/utils/pdf-factory.ts, variedDocumentPdf), so de-duplicating repeated sentences does
 * not shorten the work. Three layouts: one column, two columns, a picture on every page.
 *
 * - raw engine: the same engine translating the segments the pipeline sends for that document (extracted and
 *   reconstructed beforehand, not timed) in one translateBatch call.
 * - pipeline: the translation job, TranslationPipelineService.run, on the real application (SQLite, local storage,
 *   mail outbox) from the paid order (the original as uploaded and its text with positions, read while the customer
 *   pays: ExtractionReadAhead, its time printed as "read ahead", from the quote to its end) to the translated PDF
 *   stored, the translation completed and its e-mail sent: what the customer waits for once they have paid. The
 *   engine is brought to the raw run's state first (its first route's pipelines up). Called directly rather than through the BullMQ worker (the queue's pick-up latency is not the
 *   pipeline's throughput).
 * - upload → output adds the intake (POST /translations: upload, the quick read for the quote, storage) and the read
 *   ahead to the pipeline: what a document costs from the moment it is sent, the quote included.
 *
 * Steady state: one document goes through the whole path first (engine pipelines, parsing and writing processes
 * started). Each measurement is run BENCH_ROUNDS times (default 3, raw and pipeline alternating) and the median is
 * shown. The machine's load average is printed: other work on the machine makes both sides slower, not equally.
 *
 * CPU: the CPU seconds this process and every process it started used during each measurement (Linux /proc): the
 * engine's pipelines, the parsing and writing processes, this process. A busy machine stretches wall-clock times but
 * much less CPU times; when the engine keeps every core busy (Apertium on a small machine), the wall-clock ratio
 * cannot beat the CPU ratio (raw CPU / pipeline CPU), which shows what the pipeline costs beyond the engine.
 */
import 'reflect-metadata';
import { runOcrBench } from '../../document/bench/ocr.bench';
import { execFile } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { MikroORM } from '@mikro-orm/core';
import { TranslationEngine, buildSegments, PdfAnalyzer, PdfTextExtractor } from '@pt/document';
import { TRANSLATION_ENGINE } from '../src/translations/engines.module';
import { Translation } from '../src/translations/entities/translation.entity';
import { ExtractionReadAhead } from '../src/translations/extraction-read-ahead';
import { PipelineTimings, TranslationPipelineService } from '../src/translations/jobs/translation-pipeline.service';
import { createPublicCustomer } from '../test/utils/accounts';
import { countWordsOf, prosePdf, VariedLayout, variedDocumentPdf, writePdfFile } from '../../document/test/utils/pdf-factory';
import type { TestApp } from '../test/utils/test-app';
import { targetLanguageId, uploadPdf } from '../test/utils/translations';
import { startBenchApp } from './bench-app';
import { processTreeCpuSeconds } from './process-cpu';

const PAGES = Number(process.env.BENCH_PAGES ?? 40);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const LAYOUTS: Array<[string, VariedLayout]> = [
  ['one column', 'one-column'],
  ['two columns', 'two-columns'],
  ['with images', 'images'],
];
const STAGES = ['download', 'extract', 'segment', 'translate', 'write', 'store', 'deliver'] as const;

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-CA', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pad = (text: string, width: number) => text.padStart(width);

interface Bench {
  t: TestApp;
  token: string;
  userId: number;
  french: number;
  dir: string;
}

/**
 * POST /translations as the browser sends it; the translation is then marked paid (the payment step is not measured).
 * Between the quote and the paid job a customer spends many seconds on the billing and card forms: what the intake
 * started in the background (a spare parsing process booting for the next upload) is over by then, so the bench waits
 * for this process tree to go quiet before the job, instead of letting that boot compete with the job for the CPUs.
 */
async function uploadAndPay(b: Bench, bytes: Uint8Array): Promise<{ id: number; seconds: number; readAhead: number }> {
  const start = process.hrtime.bigint();
  const res = await uploadPdf(b.t, b.token, { userId: b.userId, targetLanguageId: b.french, bytes, filename: 'bench.pdf' });
  const elapsed = seconds(start);
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.translationId as number;
  const em = b.t.app.get(MikroORM).em.fork();
  await em.nativeUpdate(Translation, { id }, { paidAt: new Date(), expiresAt: null });
  // The text read while the customer pays (ExtractionReadAhead), from the quote's answer to its end.
  await b.t.app.get(ExtractionReadAhead).settled((await em.findOneOrFail(Translation, { id })).sourceBlobName);
  const readAhead = seconds(start) - elapsed;
  await quiet();
  return { id, seconds: elapsed, readAhead };
}

/** Waits (at most 5 s) until this process and those it started use under 2% of a CPU over 200 ms. */
async function quiet(): Promise<void> {
  const deadline = Date.now() + 5_000;
  let before = processTreeCpuSeconds();
  while (before !== undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = processTreeCpuSeconds()!;
    if (now - before < 0.004) return;
    before = now;
  }
}

/**
 * The analysis of `file` as an upload gets it (PdfAnalyzer.prepare, which the upload interceptor calls, then analyze),
 * its parsing process the spare started after the previous parse and booted meanwhile (`quiet`: a customer's uploads
 * are seconds apart; two parses back to back would time the spare's boot, ~0.3 s, not the analysis), and pdftotext on
 * the same file right after, BENCH_ROUNDS times (5 at least): medians, and the ratio pair by pair.
 */
async function analysisBesidePdftotext(analyzer: PdfAnalyzer, file: string): Promise<{ pageCount: number; line: string }> {
  await analyzer.analyze(file); // the first parse of a new file shape starts spare processes
  const ours: number[] = [];
  const poppler: number[] = [];
  let pageCount = 0;
  for (let round = 0; round < Math.max(ROUNDS, 5); round++) {
    await quiet();
    analyzer.prepare();
    let start = process.hrtime.bigint();
    pageCount = (await analyzer.analyze(file)).analysis.pageCount;
    ours.push(seconds(start));
    try {
      start = process.hrtime.bigint();
      await promisify(execFile)('pdftotext', [file, '-'], { maxBuffer: 256 * 1024 * 1024 });
      poppler.push(seconds(start));
    } catch {
      return { pageCount, line: `${fmt(median(ours), 2)} s; pdftotext not installed (Debian package poppler-utils): no comparison` };
    }
  }
  const ratios = ours.map((s, i) => s / poppler[i]);
  return {
    pageCount,
    line: `${fmt(median(ours), 2)} s, pdftotext on the same file ${fmt(median(poppler), 2)} s (medians of ${ours.length}, one after the other); ratio ours/pdftotext ${fmt(median(ratios), 2)} (${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)})`,
  };
}

async function main() {
  // The real application on a throw-away SQLite database and storage, workers off (the bench runs the job itself).
  const bench = await startBenchApp({ name: 'bench' });
  const { app, t, dir } = bench;
  try {
    const { user, token } = await createPublicCustomer(t, { policies: true, language: 'en' });
    const b: Bench = { t, token, userId: user.id, french: await targetLanguageId(t, 'fr'), dir };
    const engine = app.get<TranslationEngine>(TRANSLATION_ENGINE);
    const pipeline = app.get(TranslationPipelineService);
    const extractor = app.get(PdfTextExtractor);
    const [source, target] = ['en', 'fr'];

    // Steady state: the engine's pipelines, the parsing processes and a writing process are up.
    const warmUp = await variedDocumentPdf({ pages: 3, seed: 999 });
    await pipeline.run((await uploadAndPay(b, warmUp.bytes)).id);

    console.log(
      `engine ${engine.name}, ${source}→${target}; ${availableParallelism()} CPUs, load average ${loadavg()
        .map((l) => fmt(l, 2))
        .join(' ')}`,
    );
    console.log(`${PAGES}-page generated documents, median of ${ROUNDS} rounds\n`);
    console.log(
      'document        pages   words   raw engine w/s   pipeline w/s   pages/min   ratio   upload→output ratio   CPU s raw   CPU s pipeline   CPU ratio',
    );
    const breakdowns: Array<[string, PipelineTimings, number, number]> = [];
    for (const [index, [name, layout]] of LAYOUTS.entries()) {
      const doc = await variedDocumentPdf({ pages: PAGES, layout, seed: 100 + index });
      const file = writePdfFile(dir, `${layout}.pdf`, doc.bytes);
      // What the pipeline sends to the engine for this document (no checkpoint: every segment).
      const segments = buildSegments((await extractor.extract(file)).pages).segments.map((s) => s.text);
      const words = segments.reduce((sum, s) => sum + countWordsOf(s), 0);
      const raw: number[] = [];
      const job: number[] = [];
      const rawCpu: number[] = [];
      const jobCpu: number[] = [];
      const intake: number[] = [];
      const readAhead: number[] = [];
      const timings: PipelineTimings[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // The raw engine in steady state: its pipelines up again after the last job let them go (engine.rest).
        await engine.translateBatch(segments.slice(0, 1), source, target);
        let cpu = processTreeCpuSeconds() ?? NaN;
        let start = process.hrtime.bigint();
        const out = await engine.translateBatch(segments, source, target);
        raw.push(seconds(start));
        rawCpu.push((processTreeCpuSeconds() ?? NaN) - cpu);
        if (out.length !== segments.length) throw new Error('engine answered the wrong number of segments');

        const upload = await uploadAndPay(b, doc.bytes);
        intake.push(upload.seconds);
        readAhead.push(upload.readAhead);
        // The engine as the raw run had it: the first route's pipelines up (the raw run left its retry route's).
        await engine.translateBatch(segments.slice(0, 1), source, target);
        cpu = processTreeCpuSeconds() ?? NaN;
        start = process.hrtime.bigint();
        const outcome = await pipeline.run(upload.id, { onTimings: (t) => timings.push(t) });
        job.push(seconds(start));
        jobCpu.push((processTreeCpuSeconds() ?? NaN) - cpu);
        if (outcome !== 'completed') throw new Error(`pipeline run ended ${outcome}`);
      }
      const rawSeconds = median(raw);
      const jobSeconds = median(job);
      const endToEnd = median(job.map((s, i) => s + intake[i] + readAhead[i]));
      console.log(
        [
          name.padEnd(13),
          pad(String(doc.pages.length), 7),
          pad(fmt(words), 7),
          pad(fmt(words / rawSeconds), 16),
          pad(fmt(words / jobSeconds), 14),
          pad(fmt((doc.pages.length / jobSeconds) * 60, 1), 11),
          pad(fmt(rawSeconds / jobSeconds, 2), 7),
          pad(fmt(rawSeconds / endToEnd, 2), 21),
          pad(fmt(median(rawCpu), 2), 11),
          pad(fmt(median(jobCpu), 2), 16),
          pad(fmt(median(rawCpu) / median(jobCpu), 2), 11),
        ].join(' '),
      );
      const middle = timings.sort((a, c) => a.total - c.total)[Math.floor(timings.length / 2)];
      breakdowns.push([name, middle, median(intake), median(readAhead)]);
    }

    console.log('\nwhere the pipeline’s time goes (ms, median run; extract = parsing the original for its text with positions');
    console.log('(or reading the text an older intake stored beside it); translate = until the last answer, while the writing');
    console.log(
      'process loads the original and sets finished blocks; write = last blocks and saving after the last answer; intake = POST /translations;',
    );
    console.log('read ahead = the text with positions read after the quote, while the customer pays; extract then reads it from storage)');
    console.log(`document      ${STAGES.map((s) => pad(s, 9)).join(' ')}     total   segments   sent early (used)   intake   read ahead`);
    for (const [name, timing, intakeSeconds, readAheadSeconds] of breakdowns) {
      console.log(
        `${name.padEnd(13)} ${STAGES.map((s) => pad(fmt(timing[s]), 9)).join(' ')} ${pad(fmt(timing.total), 9)} ${pad(fmt(timing.segments), 10)} ${pad(`${fmt(timing.sentEarly)} (${fmt(timing.usedEarly)})`, 19)} ${pad(fmt(intakeSeconds * 1000), 8)} ${pad(fmt(readAheadSeconds * 1000), 12)}`,
      );
    }

    const big = writePdfFile(dir, 'analysis-300.pdf', (await prosePdf({ pages: 300 })).bytes);
    const analysis = await analysisBesidePdftotext(app.get(PdfAnalyzer), big);
    console.log(
      `\nanalysis of a ${analysis.pageCount}-page PDF (page count, words per page, image-only pages, language; the text with positions is read after the quote, while the customer pays)`,
    );
    console.log(analysis.line);
    // Scanned pages: OCR against the tesseract command on the same page images (document/bench/ocr.bench.ts).
    console.log('');
    await runOcrBench();
  } finally {
    await bench.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
