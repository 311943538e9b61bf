import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline as pipeStreams } from 'node:stream/promises';
import { EntityManager } from '@mikro-orm/core';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../../mail/mail.service';
import type { AppLanguage } from '../../common/language';
import { StorageObjectNotFoundError, StorageService } from '../../storage/storage.service';
import { contentTypeOfKey } from '../../storage/storage-key.util';
import {
  TranslationEngine,
  TranslationEngineError,
  applyGlossaryToTokens,
  buildSegments,
  countGlossaryTerms,
  hasOutputNotes,
  OutputNotes,
  PdfTextExtractor,
} from '@pt/document';
import type { Segment, PdfExtraction } from '@pt/document';
import { fileExtensionOf } from '@pt/libs/output-formats';
import { TRANSLATION_ENGINE } from '../engines.module';
import { Translation } from '../entities/translation.entity';
import { StoredExtractions } from '../stored-extractions';
import { targetFileNameOf } from '../translation-view.util';
import { deliveryMail } from './delivery-mail.util';
import { EarlyTranslations } from './early-translations';
import { failureMail } from './failure-mail.util';
import {
  GENERIC_FAILURE,
  PermanentPipelineError,
  PipelineInterruptedError,
  sameLanguageError,
  unknownLanguageError,
  unsupportedPairError,
} from './pipeline-errors';
import { BatchLimits, PROGRESS, toBatches, translationProgress } from './pipeline-progress.util';
import { pipelined } from './pipelined.util';
import { RefundPort } from './refund.port';
import { SegmentCheckpointStore } from './segment-checkpoint';
import { TranslationGlossaries, TranslationGlossary } from './translation-glossaries';
import { OutputSession, TranslationOutputWriter } from './translation-output.writer';

export interface PipelineRunOptions {
  /** Sees the progress (0–100) each time it moves, after it was saved (the job reports it to BullMQ). */
  onProgress?: (progress: number) => unknown;
  /** Aborted on shutdown: the run stops at its next checkpoint with PipelineInterruptedError. */
  signal?: AbortSignal;
  /** Sees where the time went once a run completed (also logged): the benchmark prints it. */
  onTimings?: (timings: PipelineTimings) => void;
}

/**
 * Milliseconds per step of a completed run. `extract`: reading the text stored at intake, or (without it) parsing
 * the PDF while its first pages are already being translated (EarlyTranslations); `translate`: from there to the last answer (the writing process meanwhile loads
 * the original and sets finished blocks); `write`: from there to the document's bytes.
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

/**
 * Engine calls: BATCHES_IN_FLIGHT at once keep the engine busy without a pause between batches (Apertium streams
 * them through its pipelines; Google gets a few requests at once), each small enough for progress, checkpoints and
 * the writer to follow along.
 */
export const BATCH_LIMITS: BatchLimits = { maxSegments: 200, maxChars: 20_000 };
export const BATCHES_IN_FLIGHT = 4;
/** Translated segments are saved at most this often (and when a run stops early). */
const CHECKPOINT_INTERVAL_MS = 10_000;
const LANGUAGE_SAMPLE_CHARS = 20_000;

/** Where the result of a translation is stored: one key per translation, so a retry overwrites instead of adding. */
export function resultKey(translation: Pick<Translation, 'id' | 'orderNumber' | 'outputFormat'>): string {
  return `results/${translation.id}/${translation.orderNumber.toLowerCase()}.${fileExtensionOf(translation.outputFormat)}`;
}

/**
 * The document pipeline of one paid translation: original and the text read from it at intake from storage (or the
 * text parsed again in a child process when it was not stored) →
 * blocks and unique segments → engine, in batches, with progress and checkpoints → translated blocks → PDF or DOCX →
 * result stored under its fixed key → completed → delivery e-mail. Safe to run again at any point (BullMQ delivers
 * at least once): a completed translation is only checked for delivery, translated segments are reused from the
 * checkpoint, the result key is fixed and the e-mail is claimed in the database before it is sent.
 */
@Injectable()
export class TranslationPipelineService {
  private readonly logger = new Logger(TranslationPipelineService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: StorageService,
    private readonly extractor: PdfTextExtractor,
    private readonly extractions: StoredExtractions,
    @Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine,
    private readonly writer: TranslationOutputWriter,
    private readonly checkpoints: SegmentCheckpointStore,
    private readonly mail: MailService,
    private readonly refunds: RefundPort,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly glossaries: TranslationGlossaries,
  ) {}

  /**
   * Runs (or resumes) the translation. Rejects with PermanentPipelineError when retrying cannot help, with
   * PipelineInterruptedError when `signal` stopped it, and with the original error otherwise (retry later).
   */
  async run(translationId: number, options: PipelineRunOptions = {}): Promise<PipelineOutcome> {
    const translation = await this.em.fork().findOne(Translation, { id: translationId }, { populate: ['targetLanguage'] });
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

    await this.markStarted(translation);
    const report = this.progressReporter(translation, options.onProgress);
    const checkpoint = () => {
      if (options.signal?.aborted) throw new PipelineInterruptedError();
    };
    await report(PROGRESS.started);
    // A writing process boots while the original is read (the PDF is written in a bounded child process).
    this.writer.prepare(translation.outputFormat);
    const clock = stopwatch();

    let result: Buffer;
    let counts = { pages: 0, segments: 0, translatedSegments: 0, sentEarly: 0, usedEarly: 0 };
    let early: EarlyTranslations | undefined;
    const dir = await mkdtemp(join(tmpdir(), `pt-translation-${translationId}-`));
    try {
      const sourcePath = join(dir, 'original.pdf');
      const sourceSha256 = await this.download(translation.sourceBlobName, sourcePath);
      clock.lap('download');
      checkpoint();

      const read = await this.readDocument(translation, sourcePath, sourceSha256);
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
        sourcePdf: await readFile(sourcePath),
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
      await this.markCompleted(translation, key, hasOutputNotes(notes) || glossaryTerms > 0 ? notes : null);
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

  /**
   * Sends the "translation ready" e-mail once: the send is claimed by setting deliveredAt where it is still null, so
   * concurrent or repeated runs cannot both send; a refused send releases the claim and rejects (the job retries).
   * A crash between the claim and the send loses that e-mail (at most once): the document stays on /home.
   * `result`: the document's bytes when the caller has them (else read from storage when small enough).
   */
  async deliver(translationId: number, result?: Buffer): Promise<boolean> {
    const em = this.em.fork();
    const claimed = await em.nativeUpdate(
      Translation,
      { id: translationId, status: 'completed', deliveredAt: null },
      { deliveredAt: this.clock.now() },
    );
    if (claimed === 0) return false;
    try {
      const translation = await em.findOneOrFail(Translation, { id: translationId }, { populate: ['user', 'targetLanguage'] });
      const maxBytes = this.config.DELIVERY_ATTACHMENT_MAX_BYTES;
      const bytes = result ?? (translation.targetBlobName ? await this.readAtMost(translation.targetBlobName, maxBytes) : null);
      const attachment = bytes !== null && bytes.length <= maxBytes ? bytes : null;
      const attach = attachment !== null;
      const fileName = targetFileNameOf(translation);
      const content = deliveryMail({
        language: translation.user.language,
        publicUrl: this.config.publicUrl,
        orderNumber: translation.orderNumber,
        sourceFileName: translation.sourceFileName,
        targetFileName: fileName,
        targetLanguage: translation.targetLanguage.value,
        attached: attach,
        notes: translation.outputNotes,
      });
      const sent = await this.mail.send({
        to: translation.user.email,
        ...content,
        attachments: attachment
          ? [{ filename: fileName, content: attachment, contentType: contentTypeOfKey(translation.targetBlobName!) }]
          : undefined,
      });
      if (!sent.delivered) throw new Error('delivery e-mail not accepted by the mail transport');
      this.logger.log({ translationId, attached: attach }, 'translation delivered');
      return true;
    } catch (err) {
      await em.nativeUpdate(Translation, { id: translationId }, { deliveredAt: null });
      throw err;
    }
  }

  /**
   * Settles a translation whose job failed for good (permanent error, last attempt, or stalled too often): status
   * failed with the reason in the user's language, and one refund request. Only a paid translation that has not
   * completed is touched; the conditional update makes concurrent calls (worker and queue events) act once.
   */
  async failForGood(translationId: number, reason: unknown): Promise<boolean> {
    const em = this.em.fork();
    const translation = await em.findOne(Translation, { id: translationId }, { populate: ['user'] });
    if (!translation) return false;
    if (translation.status === 'failed') {
      // Settled already (by this worker or the queue-events listener): only the e-mail may still be owed.
      await this.notifyFailure(translationId);
      return false;
    }
    const detail = reason instanceof PermanentPipelineError ? reason.detail : GENERIC_FAILURE;
    const now = this.clock.now();
    const changed = await em.nativeUpdate(
      Translation,
      { id: translationId, status: { $in: ['created', 'in-progress'] }, paidAt: { $ne: null } },
      {
        status: 'failed',
        errorMessage: detail[translation.user.language as AppLanguage] ?? detail.en,
        refundRequestedAt: now,
        updatedAt: now,
      },
    );
    if (changed === 0) return false;
    this.logger.warn({ translationId, reason: reason instanceof Error ? reason.message : String(reason) }, 'translation failed for good');
    await this.checkpoints.remove(translationId);
    await this.storage.delete(resultKey(translation)).catch(() => undefined);
    try {
      await this.refunds.requestRefund(translationId);
    } catch (err) {
      // The payment side's reconciliation finds failed translations with refundRequestedAt set and not refunded.
      this.logger.error({ err, translationId }, 'refund request failed');
    }
    await this.notifyFailure(translationId);
    return true;
  }

  /**
   * Tells the user, once, that their translation failed and is refunded: the e-mail is claimed like the delivery
   * e-mail (deliveredAt of a failed translation = when this e-mail was sent). A refused send releases the claim, so a
   * later settling call (the queue-events listener, a re-run of the job) tries again; it never throws.
   */
  async notifyFailure(translationId: number): Promise<boolean> {
    const em = this.em.fork();
    const claimed = await em.nativeUpdate(
      Translation,
      { id: translationId, status: 'failed', refundRequestedAt: { $ne: null }, deliveredAt: null },
      { deliveredAt: this.clock.now() },
    );
    if (claimed === 0) return false;
    try {
      const translation = await em.findOneOrFail(Translation, { id: translationId }, { populate: ['user'] });
      const content = failureMail({
        language: translation.user.language,
        publicUrl: this.config.publicUrl,
        orderNumber: translation.orderNumber,
        sourceFileName: translation.sourceFileName,
        reason: translation.errorMessage,
      });
      const sent = await this.mail.send({ to: translation.user.email, ...content });
      if (!sent.delivered) throw new Error('failure e-mail not accepted by the mail transport');
      this.logger.log({ translationId }, 'translation failure e-mailed');
      return true;
    } catch (err) {
      await em.nativeUpdate(Translation, { id: translationId }, { deliveredAt: null }).catch(() => undefined);
      this.logger.error({ err, translationId }, 'translation failure e-mail not sent');
      return false;
    }
  }

  private async markStarted(translation: Translation): Promise<void> {
    const now = this.clock.now();
    await this.em
      .fork()
      .nativeUpdate(
        Translation,
        { id: translation.id, status: { $in: ['created', 'in-progress'] } },
        { status: 'in-progress', startedAt: translation.startedAt ?? now, errorMessage: null, updatedAt: now },
      );
  }

  private async markCompleted(translation: Translation, key: string, outputNotes: OutputNotes | null): Promise<void> {
    const now = this.clock.now();
    await this.em.fork().nativeUpdate(
      Translation,
      { id: translation.id, status: 'in-progress' },
      {
        status: 'completed',
        progress: PROGRESS.completed,
        targetBlobName: key,
        targetFileName: targetFileNameOf(translation),
        outputNotes,
        completedAt: now,
        updatedAt: now,
      },
    );
  }

  /** Saves progress when it moves forward (a resumed run never shows less than before) and passes it on. */
  private progressReporter(translation: Translation, onProgress?: (progress: number) => unknown) {
    let current = translation.progress;
    return async (progress: number) => {
      if (progress <= current) return;
      current = Math.min(progress, PROGRESS.stored);
      await this.em.fork().nativeUpdate(Translation, { id: translation.id, status: 'in-progress' }, { progress: current });
      await onProgress?.(current);
    };
  }

  /** Copies the object to `path`; answers the SHA-256 of its bytes (hex). */
  private async download(key: string, path: string): Promise<string> {
    const hash = createHash('sha256');
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeStreams(await this.storage.getStream(key), tee, createWriteStream(path));
    return hash.digest('hex');
  }

  /** The language detected at intake; detected again from the text for older rows without one. */
  private async sourceLanguageOf(translation: Translation, extraction: PdfExtraction): Promise<string> {
    if (translation.sourceLanguage) return translation.sourceLanguage;
    let sample = '';
    for (const page of extraction.pages) {
      for (const item of page.items) {
        sample += `${item.text} `;
        if (sample.length >= LANGUAGE_SAMPLE_CHARS) break;
      }
      if (sample.length >= LANGUAGE_SAMPLE_CHARS) break;
    }
    // Loaded only here (its model is large): intake detects the language, so this is for rows without one.
    const code = (sample.match(/\p{L}/gu)?.length ?? 0) >= 40 ? (await import('tinyld')).detect(sample) : '';
    if (!/^[a-z]{2}$/.test(code)) throw unknownLanguageError();
    await this.em.fork().nativeUpdate(Translation, { id: translation.id }, { sourceLanguage: code });
    return code;
  }

  /**
   * The original's text with positions, its source language, the checkpoint, and the translations started early.
   * The text read at intake is used when it was stored (StoredExtractions); otherwise the original is parsed: with
   * the source language known (intake detected it), the pair is checked first and translation starts while the
   * document is being read (EarlyTranslations); rows without one detect it from the text afterwards.
   */
  private async readDocument(translation: Translation, sourcePath: string, sourceSha256: string) {
    const target = translation.targetLanguage.value;
    // The stored text belongs to the original read at intake: an original that is not those bytes any more is parsed.
    const sameOriginal = sourceSha256 === translation.sourceSha256;
    const stored = sameOriginal ? await this.extractions.load(translation.sourceBlobName, translation.pageCount) : null;
    if (stored) {
      // Scanned pages the intake did not read (past its sample) are read now.
      await this.extractor.readScannedPages(sourcePath, stored);
      const source = translation.sourceLanguage ?? (await this.sourceLanguageOf(translation, stored));
      await this.checkPair(source, target);
      const saved = await this.checkpoints.load(translation.id, source, target);
      const glossary = await this.glossaries.forTranslation(translation.id, source, target);
      return { extraction: stored, source, target, saved, early: undefined, glossary };
    }
    let source = translation.sourceLanguage;
    let saved = new Map<string, string>();
    let early: EarlyTranslations | undefined;
    let glossary: TranslationGlossary | undefined;
    if (source) {
      await this.checkPair(source, target);
      saved = await this.checkpoints.load(translation.id, source, target);
      glossary = await this.glossaries.forTranslation(translation.id, source, target);
      const [from, known, engine] = [source, saved, glossary.engine];
      early = new EarlyTranslations({
        translate: (texts) => engine.translateBatch(texts, from, target),
        known: (text) => known.has(text),
        limits: BATCH_LIMITS,
      });
    }
    try {
      const extraction = await this.extractor.extract(sourcePath, { countImages: false, onPage: early && ((page) => early.addPage(page)) });
      early?.flush();
      if (!source) {
        source = await this.sourceLanguageOf(translation, extraction);
        await this.checkPair(source, target);
        saved = await this.checkpoints.load(translation.id, source, target);
      }
      glossary ??= await this.glossaries.forTranslation(translation.id, source, target);
      return { extraction, source, target, saved, early, glossary };
    } catch (err) {
      early?.stop();
      throw err;
    }
  }

  /** Same language, or a pair the engine cannot produce: permanent failures. */
  private async checkPair(source: string, target: string): Promise<void> {
    if (source === target) throw sameLanguageError(target);
    if (!(await this.engine.canTranslate(source, target))) throw unsupportedPairError(source, target);
  }

  /**
   * The pending segments → engine in batches, BATCHES_IN_FLIGHT at a time, results taken in order: each batch moves
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
      for await (const { item, result: out } of pipelined(batches, BATCHES_IN_FLIGHT, answer)) {
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

  /** The object's bytes when it holds at most maxBytes; null when larger or gone (the mail then links to /home). */
  private async readAtMost(key: string, maxBytes: number): Promise<Buffer | null> {
    let stream;
    try {
      stream = await this.storage.getStream(key);
    } catch (err) {
      if (err instanceof StorageObjectNotFoundError) return null;
      throw err;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        stream.destroy();
        return null;
      }
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
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
