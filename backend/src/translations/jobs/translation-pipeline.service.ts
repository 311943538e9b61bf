import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { StorageService } from '../../storage/storage.service';
import {
  TranslationEngine,
  TranslationEngineError,
  applyGlossaryToTokens,
  buildSegments,
  countGlossaryTerms,
  hasOutputNotes,
  OutputNotes,
} from '@pt/document';
import type { Segment } from '@pt/document';
import { TRANSLATION_ENGINE } from '../engines.module';
import { Translation } from '../entities/translation.entity';
import { targetFileNameOf } from '../translation-view.util';
import { EarlyTranslations } from './early-translations';
import { PipelineInterruptedError } from './pipeline-errors';
import { BATCH_LIMITS, BATCHES_IN_FLIGHT, PROGRESS, toBatches, translationProgress } from './pipeline-progress.util';
import { pipelined } from './pipelined.util';
import { SegmentCheckpointStore } from './segment-checkpoint';
import { SourceDocumentReader } from './source-document.reader';
import { resultKey, TranslationDeliveryService } from './translation-delivery.service';
import { OutputSession, TranslationOutputWriter } from './translation-output.writer';
import { TranslationStateRepository } from './translation-state.repository';

export { BATCH_LIMITS, BATCHES_IN_FLIGHT } from './pipeline-progress.util';

export interface PipelineRunOptions {
  /** Sees the progress (0–100) each time it moves, after it was saved (the job reports it to BullMQ). */
  onProgress?: (progress: number) => unknown;
  /** Aborted on shutdown: the run stops at its next checkpoint with PipelineInterruptedError. */
  signal?: AbortSignal;
  /** Sees where the time went once a run completed (also logged): the benchmark prints it. */
  onTimings?: (timings: PipelineTimings) => void;
}

/**
 * Milliseconds per step of a completed run. `extract`: parsing the PDF while its first pages are already being
 * translated (EarlyTranslations), or reading the text runs an older intake stored; `translate`: from there to the last
 * answer (the writing process meanwhile loads the original and sets finished blocks); `write`: from there to the
 * document's bytes.
 */
export interface PipelineTimings {
  download: number;
  extract: number;
  segment: number;
  translate: number;
  write: number;
  store: number;
  deliver: number;
  total: number;
  pages: number;
  segments: number;
  /** Segments sent to the engine (not known from an earlier attempt). */
  translatedSegments: number;
  /** Texts sent to the engine while the document was being read, and how many of them the document used. */
  sentEarly: number;
  usedEarly: number;
}

/** `completed`: this run produced the result; `already-completed`: only delivery was (re)checked; `skipped`: nothing to do. */
export type PipelineOutcome = 'completed' | 'already-completed' | 'skipped';

/** Translated segments are saved at most this often (and when a run stops early). */
const CHECKPOINT_INTERVAL_MS = 10_000;

/**
 * The document pipeline of one paid translation: original from storage → its text parsed in a child process (or the
 * text runs an older intake stored) →
 * blocks and unique segments → engine, in batches, with progress and checkpoints → translated blocks → PDF or DOCX →
 * result stored under its fixed key → completed → delivery e-mail. Safe to run again at any point (BullMQ delivers
 * at least once): a completed translation is only checked for delivery, translated segments are reused from the
 * checkpoint, the result key is fixed and the e-mail is claimed in the database before it is sent.
 *
 * The steps are split by concern: reading the original (SourceDocumentReader), the translation row's transitions
 * (TranslationStateRepository, the only one here touching the database) and the e-mails and settling of the end
 * (TranslationDeliveryService); this class orchestrates them and the engine, checkpoint and writer in between.
 */
@Injectable()
export class TranslationPipelineService {
  private readonly logger = new Logger(TranslationPipelineService.name);

  constructor(
    private readonly state: TranslationStateRepository,
    private readonly reader: SourceDocumentReader,
    private readonly delivery: TranslationDeliveryService,
    private readonly storage: StorageService,
    @Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine,
    private readonly writer: TranslationOutputWriter,
    private readonly checkpoints: SegmentCheckpointStore,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs (or resumes) the translation. Rejects with PermanentPipelineError when retrying cannot help, with
   * PipelineInterruptedError when `signal` stopped it, and with the original error otherwise (retry later).
   */
  async run(translationId: number, options: PipelineRunOptions = {}): Promise<PipelineOutcome> {
    const translation = await this.state.findForRun(translationId);
    if (!translation) {
      this.logger.warn({ translationId }, 'translation job for an unknown translation: nothing to do');
      return 'skipped';
    }
    if (translation.status === 'completed') {
      await this.deliver(translationId);
      return 'already-completed';
    }
    if (translation.status === 'failed') {
      await this.notifyFailure(translationId); // a duplicate job of a failed translation: only the e-mail may be owed
      return 'skipped';
    }
    if (translation.status !== 'created' && translation.status !== 'in-progress') return 'skipped';
    if (translation.paidAt === null) {
      this.logger.warn({ translationId }, 'translation job for an unpaid translation: nothing done');
      return 'skipped';
    }

    await this.state.markStarted(translation, this.clock.now());
    const report = this.progressReporter(translation, options.onProgress);
    const checkpoint = () => {
      if (options.signal?.aborted) throw new PipelineInterruptedError();
    };
    await report(PROGRESS.started);
    // A writing process boots while the original is read (the PDF is written in a bounded child process), unless the
    // document is long enough to be written by ranges (memory: see PdfWriteRunner.prepare).
    this.writer.prepare(translation.outputFormat, translation.pageCount);
    const clock = stopwatch();

    let result: Buffer;
    let counts = { pages: 0, segments: 0, translatedSegments: 0, sentEarly: 0, usedEarly: 0 };
    let early: EarlyTranslations | undefined;
    const dir = await mkdtemp(join(tmpdir(), `pt-translation-${translationId}-`));
    try {
      const sourcePath = join(dir, 'original.pdf');
      const sourceSha256 = await this.reader.download(translation.sourceBlobName, sourcePath);
      this.writer.splitAhead(translation.outputFormat, sourcePath, translation.pageCount, translation.targetLanguage.value);
      clock.lap('download');
      checkpoint();

      const read = await this.reader.read(translation, sourcePath, sourceSha256, { early: !this.writer.isLong(translation.pageCount) });
      early = read.early;
      const { extraction, source, saved, target, glossary } = read;
      clock.lap('extract');
      await report(PROGRESS.extracted);
      checkpoint();

      // Glossary terms that are protected spans (acronyms, codes) get their target term in the sentences' tokens.
      const { result: segmentation, replaced: glossaryTokens } = applyGlossaryToTokens(buildSegments(extraction.pages), glossary.compiled);
      const { known, pending } = knownTranslations(segmentation.segments, saved);
      // The organisation's glossary terms the document holds (each occurrence of a repeated segment counts).
      const glossaryTerms =
        glossaryTokens +
        segmentation.segments.reduce((n, segment) => n + countGlossaryTerms(segment.text, glossary.compiled) * segment.occurrences, 0);
      clock.lap('segment');
      counts = {
        pages: extraction.pageCount,
        segments: segmentation.segments.length,
        translatedSegments: pending.length,
        sentEarly: early?.sent ?? 0,
        usedEarly: pending.filter((segment) => early?.take(segment.text) !== undefined).length,
      };

      const output = this.writer.start({
        format: translation.outputFormat,
        sourcePath,
        segmentation,
        pages: extraction.pages,
        language: target,
        known,
      });
      let written;
      try {
        const translated = await this.translateSegments(translation.id, segmentation.segments, pending, known, {
          source,
          target,
          report,
          checkpoint,
          output,
          early,
          engine: glossary.engine,
        });
        clock.lap('translate');
        checkpoint();
        // Every segment answered: the engine lets go of its pipelines while the writer saves the document (not waited for).
        void glossary.engine.rest?.().catch(() => undefined);
        written = await output.finish(translated);
        clock.lap('write');
      } catch (err) {
        output.abort();
        throw err;
      }
      if (hasOutputNotes(written.notes)) this.logger.warn({ translationId, notes: written.notes }, 'written with notes for the customer');
      await report(PROGRESS.written);
      checkpoint();

      const key = resultKey(translation);
      result = written.bytes;
      await this.storage.put(key, result);
      await report(PROGRESS.stored);
      const notes: OutputNotes = glossaryTerms > 0 ? { ...written.notes, glossaryTerms } : written.notes;
      await this.state.markCompleted(
        translation.id,
        {
          targetBlobName: key,
          targetFileName: targetFileNameOf(translation),
          outputNotes: hasOutputNotes(notes) || glossaryTerms > 0 ? notes : null,
          progress: PROGRESS.completed,
        },
        this.clock.now(),
      );
    } finally {
      early?.stop();
      await rm(dir, { recursive: true, force: true });
    }
    await this.checkpoints.remove(translationId);
    clock.lap('store');
    await options.onProgress?.(PROGRESS.completed);
    await this.deliver(translationId, result);
    clock.lap('deliver');
    const timings: PipelineTimings = { ...clock.laps(), ...counts };
    this.logger.log({ translationId, timings }, 'translation completed');
    options.onTimings?.(timings);
    return 'completed';
  }

  /** The "translation ready" e-mail, once (TranslationDeliveryService.deliver). */
  deliver(translationId: number, result?: Buffer): Promise<boolean> {
    return this.delivery.deliver(translationId, result);
  }

  /** Settles a translation whose job failed for good: failed, refund requested, user e-mailed (TranslationDeliveryService.failForGood). */
  failForGood(translationId: number, reason: unknown): Promise<boolean> {
    return this.delivery.failForGood(translationId, reason);
  }

  /** The failure e-mail, once, if still owed (TranslationDeliveryService.notifyFailure); never throws. */
  notifyFailure(translationId: number): Promise<boolean> {
    return this.delivery.notifyFailure(translationId);
  }

  /** Saves progress when it moves forward (a resumed run never shows less than before) and passes it on. */
  private progressReporter(translation: Translation, onProgress?: (progress: number) => unknown) {
    let current = translation.progress;
    return async (progress: number) => {
      if (progress <= current) return;
      current = Math.min(progress, PROGRESS.stored);
      await this.state.saveProgress(translation.id, current);
      await onProgress?.(current);
    };
  }

  /**
   * The pending segments → engine in batches, the engine's batchesInFlight (else BATCHES_IN_FLIGHT) at a time, results taken in order: each batch moves
   * the progress (by characters), goes to the writer, and joins the checkpoint, saved every CHECKPOINT_INTERVAL_MS and
   * whenever the loop stops early. Segments sent early (while the document was read) come first and only wait for
   * their answer. Answers every translation by segment id.
   */
  private async translateSegments(
    translationId: number,
    segments: readonly Segment[],
    pending: readonly Segment[],
    known: ReadonlyMap<string, string>,
    ctx: {
      source: string;
      target: string;
      report: (progress: number) => Promise<void>;
      checkpoint: () => void;
      output: OutputSession;
      early?: EarlyTranslations;
      /** The engine applying the organisation's glossary. */
      engine: TranslationEngine;
    },
  ): Promise<Map<string, string>> {
    const { source, target, early } = ctx;
    const byId = new Map(known);
    const saved = new Map<string, string>();
    const textOf = new Map(segments.map((segment) => [segment.id, segment.text]));
    for (const [id, translation] of known) saved.set(textOf.get(id)!, translation);
    const totalChars = segments.reduce((sum, s) => sum + s.text.length, 0);
    let doneChars = totalChars - pending.reduce((sum, s) => sum + s.text.length, 0);
    await ctx.report(translationProgress({ doneChars, totalChars }));

    const sentEarly = pending.filter((segment) => early?.take(segment.text) !== undefined);
    const rest = pending.filter((segment) => early?.take(segment.text) === undefined);
    const batches = [
      ...toBatches(sentEarly, BATCH_LIMITS).map((batch) => ({ batch, early: true })),
      ...toBatches(rest, BATCH_LIMITS).map((batch) => ({ batch, early: false })),
    ];
    const answer = ({ batch, early: wasSent }: { batch: Segment[]; early: boolean }) =>
      wasSent
        ? Promise.all(batch.map((segment) => early!.take(segment.text)!))
        : ctx.engine.translateBatch(
            batch.map((s) => s.text),
            source,
            target,
          );

    let unsaved = false;
    let savedAt = Date.now();
    try {
      ctx.checkpoint();
      for await (const { item, result: out } of pipelined(batches, this.engine.batchesInFlight ?? BATCHES_IN_FLIGHT, answer)) {
        const { batch } = item;
        if (out.length !== batch.length) {
          throw new TranslationEngineError(`engine answered ${out.length} segments for ${batch.length}`, 'transient', this.engine.name);
        }
        batch.forEach((segment, i) => {
          byId.set(segment.id, out[i]);
          saved.set(segment.text, out[i]);
          doneChars += segment.text.length;
        });
        unsaved = true;
        ctx.output.translated(
          batch.map((segment) => segment.id),
          byId,
        );
        await ctx.report(translationProgress({ doneChars, totalChars }));
        if (Date.now() - savedAt >= CHECKPOINT_INTERVAL_MS) {
          await this.checkpoints.save(translationId, source, target, saved);
          unsaved = false;
          savedAt = Date.now();
        }
        ctx.checkpoint();
      }
    } catch (err) {
      if (unsaved) await this.checkpoints.save(translationId, source, target, saved);
      throw err;
    }
    return byId;
  }
}

/** Translations an earlier attempt saved (by protected text), by segment id; and the segments still to translate. */
function knownTranslations(segments: readonly Segment[], saved: ReadonlyMap<string, string>) {
  const known = new Map<string, string>();
  const pending: Segment[] = [];
  for (const segment of segments) {
    const done = saved.get(segment.text);
    if (done === undefined) pending.push(segment);
    else known.set(segment.id, done);
  }
  return { known, pending };
}

/** Laps of a run, in milliseconds (each lap from the previous one). */
function stopwatch() {
  const start = performance.now();
  let last = start;
  const laps = { download: 0, extract: 0, segment: 0, translate: 0, write: 0, store: 0, deliver: 0 };
  return {
    lap(name: keyof typeof laps) {
      const now = performance.now();
      laps[name] += Math.round(now - last);
      last = now;
    },
    laps: () => ({ ...laps, total: Math.round(last - start) }),
  };
}
