import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  GoneException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { message } from '@pt/libs/messages';
import { computeQuote } from '@pt/libs/quote';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { QueueProducer } from '../queue/queue-producer';
import { PaygPricePlan } from '../organisations/entities/payg-price-plan.entity';
import { sanitizeFileName } from '../storage/file-name.util';
import { newStorageKey } from '../storage/storage-key.util';
import { StorageService } from '../storage/storage.service';
import { User } from '../users/entities/user.entity';
import { AppLanguage } from '../common/language';
import { CreateTranslationDto, UploadedPdf } from './dto/create-translation.dto';
import type { ListPage } from './dto/list-page';
import { DownloadUrlDto, TranslationListItemDto } from './dto/translation-list-item.dto';
import { TranslationQuoteDto } from './dto/translation-quote.dto';
import { TranslationEngine, PdfAnalyzer, PdfIntake, PdfError } from '@pt/document';
import type { PdfAnalysis } from '@pt/document';
import { TRANSLATION_ENGINE } from './engines.module';
import { pdfHttpException } from './pdf-http-error';
import { PricePlanRepository } from './price-plan.repository';
import { Translation } from './entities/translation.entity';
import { TargetLanguageRepository } from './target-language.repository';
import { TRANSLATE_JOB_OPTIONS, TRANSLATION_JOBS, TRANSLATIONS_QUEUE, TranslationJobData, translateJobId } from './translation-jobs';
import {
  imageOnlyPagesWarning,
  sameLanguageDetail,
  scannedPagesNotice,
  translationText,
  unsupportedPairDetail,
} from './translation-messages.util';
import { ListAnswer, ListAnswers } from './list-answers';
import { toListRow, TranslationRepository } from './translation.repository';
import { decideSourceLanguage, isRefusal, SourceLanguageDecision } from './source-language.util';
import { ExtractionReadAhead } from './extraction-read-ahead';
import { SourceLanguagesService } from './source-languages.service';
import { UploadLimits } from './upload-limits';
import { targetFileNameOf, toListItem, toQuoteView } from './translation-view.util';

/** A translation as the payment side sees it (TranslationsService.paymentFacts). */
export type TranslationPaymentFacts = Pick<Translation, 'id' | 'status' | 'paidAt' | 'pageCount' | 'orderNumber'>;

/** What the payment of a translation is made from (TranslationsService.payableOf). */
export type TranslationPayable = Pick<
  Translation,
  'id' | 'status' | 'paidAt' | 'sourceLanguage' | 'expiresAt' | 'subTotalCents' | 'currency' | 'orderNumber'
>;

/** An unpaid translation (and its stored original) is deleted this long after upload. */
export const UNPAID_TRANSLATION_TTL_MS = 24 * 3600 * 1000;

@Injectable()
export class TranslationsService {
  private readonly logger = new Logger(TranslationsService.name);
  private readonly listAnswers = new ListAnswers();

  constructor(
    private readonly translations: TranslationRepository,
    private readonly targetLanguages: TargetLanguageRepository,
    private readonly pricePlans: PricePlanRepository,
    private readonly analyzer: PdfAnalyzer,
    @Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine,
    private readonly storage: StorageService,
    private readonly producer: QueueProducer,
    private readonly limits: UploadLimits,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly sourceLanguages: SourceLanguagesService,
    private readonly readAhead: ExtractionReadAhead,
  ) {}

  /**
   * Intake of an upload (POST /translations): checks who orders, the target language and the price plan, then
   * analyses the file (content checks, real page count, words, image-only pages, source language), refuses a
   * pair the engine cannot produce, stores the original and creates the translation awaiting payment with the quote
   * frozen on it (the text with positions is read next, in the background, for the job). Every refusal is a {detail} in the user's
   * language and leaves nothing stored. The temporary upload is removed by TranslationUploadInterceptor.
   */
  async createTranslation(user: User, input: CreateTranslationDto, file: UploadedPdf | undefined): Promise<TranslationQuoteDto> {
    if (!file) throw new BadRequestException({ detail: translationText('missingFile', user.language) });
    const lang = user.language;
    if (input.user_id !== user.id) throw new ForbiddenException({ detail: translationText('otherUser', lang) });
    const targetLanguage = await this.targetLanguages.findOne({ id: input.target_language_id, isActive: true });
    if (!targetLanguage) throw new BadRequestException({ detail: translationText('unknownTargetLanguage', lang) });
    const plan = await this.pricePlanOf(user);
    if (!plan) throw new BadRequestException({ detail: message('pricingInfoNotFound', lang) });
    // A language the customer names is checked before the file is read.
    const sources = await this.sourceLanguages.sourcesFor(targetLanguage.value);
    if (input.source_language) this.languageOf(null, input.source_language, targetLanguage.value, sources, lang);

    // Abuse limits (429) before the costly part, then a bounded wait for a parse slot (503 when the line is full).
    await this.limits.admit(user);
    // The original is stored while it is analysed (its copy off the quote's path); a refused file's copy is removed.
    const sourceBlobName = newStorageKey('originals', 'pdf');
    const stored = this.storage.put(sourceBlobName, file.path).then(
      () => null,
      (err: unknown) => ({ err }),
    );
    let analysis: PdfAnalysis;
    let sourceLanguage: string | null;
    let status: SourceLanguageDecision['status'];
    let translation: Translation;
    try {
      ({ analysis } = await this.limits.parse(user, () => this.analyze(file.path, lang)));
      ({ sourceLanguage, status } = this.languageOf(analysis, input.source_language, targetLanguage.value, sources, lang));
    } catch (err) {
      await this.removeStored(stored, sourceBlobName);
      throw err;
    }
    const incentive =
      plan.incentiveAfterPage !== null && plan.incentivePagePriceCents !== null
        ? { afterPage: plan.incentiveAfterPage, pagePriceCents: plan.incentivePagePriceCents }
        : null;
    const quote = computeQuote({ pageCount: analysis.pageCount, pagePriceCents: plan.pagePriceCents, incentive });
    const imageOnlyPages = analysis.pages.filter((p) => p.imageOnly).map((p) => p.number);
    // Scanned pages whose text OCR read: priced like any page, said in the quote.
    const scannedPages = analysis.pages.filter((p) => p.scanned).map((p) => p.number);

    const now = this.clock.now();
    try {
      const failed = await stored;
      if (failed) throw failed.err;
      translation = await this.translations.insertWithOrderNumber({
        user: user.id,
        targetLanguage: targetLanguage.id,
        sourceLanguage,
        outputFormat: input.output_format ?? 'pdf',
        sourceFileName: sanitizeFileName(file.originalname),
        sourceBlobName,
        sourceSha256: analysis.sha256,
        sourceSizeBytes: analysis.byteLength,
        pageCount: analysis.pageCount,
        wordCount: analysis.wordCount,
        imageOnlyPages,
        pagePriceCents: plan.pagePriceCents,
        incentiveAfterPage: incentive?.afterPage ?? null,
        incentivePagePriceCents: incentive?.pagePriceCents ?? null,
        subTotalCents: quote.subTotalCents,
        currency: plan.currency,
        expiresAt: new Date(now.getTime() + UNPAID_TRANSLATION_TTL_MS),
      });
    } catch (err) {
      await this.removeStored(stored, sourceBlobName);
      throw err;
    }
    // While the customer reads the quote and pays, the text with positions is read for the job (ExtractionReadAhead).
    this.readAhead.start(translation);
    const warnings = [
      ...(scannedPages.length > 0 ? [scannedPagesNotice(scannedPages, lang)] : []),
      ...(imageOnlyPages.length > 0 ? [imageOnlyPagesWarning(imageOnlyPages, lang)] : []),
    ];
    return toQuoteView(
      translation,
      warnings,
      {
        status,
        detectedLanguage: analysis.sourceLanguage,
        languageConfidence: analysis.sourceLanguageConfidence ?? null,
        sourceLanguages: await this.sourceLanguages.optionsFor(targetLanguage.value, lang),
      },
      scannedPages,
    );
  }

  /**
   * PUT /translations/{id}/source-language: the customer says which language the document is in. Same translation,
   * same quote; refused for a pair the engine cannot translate, the target language itself, and once paid.
   */
  async setSourceLanguage(user: User, translationId: number, source: string): Promise<TranslationQuoteDto> {
    const lang = user.language;
    const translation = await this.translations.findOwned(translationId, user.id);
    if (!translation) throw new NotFoundException({ detail: translationText('notFound', lang) });
    if (translation.paidAt !== null || translation.status !== 'created')
      throw new ConflictException({ detail: translationText('languageLocked', lang) });
    const target = translation.targetLanguage.value;
    this.languageOf(null, source, target, await this.sourceLanguages.sourcesFor(target), lang);
    // Only while still unpaid: a payment landing meanwhile keeps the language it was paid with.
    if (!(await this.translations.setSourceLanguageIfUnpaid(translation.id, source)))
      throw new ConflictException({ detail: translationText('languageLocked', lang) });
    translation.sourceLanguage = source;
    const imageOnlyPages = translation.imageOnlyPages ?? [];
    const warnings = imageOnlyPages.length > 0 ? [imageOnlyPagesWarning(imageOnlyPages, lang)] : [];
    return toQuoteView(translation, warnings, {
      status: 'given',
      detectedLanguage: null,
      languageConfidence: null,
      sourceLanguages: await this.sourceLanguages.optionsFor(target, lang),
    });
  }

  /**
   * The one call the payment side makes when a payment for `translationId` succeeded (webhook or reconciliation).
   * Safe to repeat and to run concurrently: paidAt is set once (and expiresAt cleared, so the clean-up keeps the
   * order), and the `translate` job is added under the id `translate-<id>`, which BullMQ keeps unique, only while
   * the translation has not started; the status stays `created` ("In queue") until the job picks it up.
   * Rejects with NotFoundException for an unknown id, with QueueUnavailableError when Redis cannot take the job.
   */
  async startPaidTranslation(translationId: number): Promise<void> {
    const translation = await this.translations.findById(translationId);
    if (!translation) throw new NotFoundException({ detail: translationText('notFound', 'en') });
    const paidNow = await this.translations.markPaid(translationId, this.clock.now());
    if (translation.status !== 'created') {
      this.logger.warn({ translationId, status: translation.status }, 'paid translation already started or settled: no job added');
      return;
    }
    // Rejects with QueueUnavailableError within QUEUE_ADD_TIMEOUT_MS while Redis is away: the caller answers 503 and
    // the payment reconciliation (or the provider's retry) calls this again once it is back.
    const data: TranslationJobData = { translationId };
    await this.producer.add(TRANSLATIONS_QUEUE, TRANSLATION_JOBS.translate, data, {
      ...TRANSLATE_JOB_OPTIONS,
      jobId: translateJobId(translationId),
    });
    if (paidNow) this.logger.log({ translationId }, 'translation paid and queued');
  }

  /** Paid before `paidBefore` and still waiting for their job: the reconciliation adds their job again. */
  findPaidNotStarted(paidBefore: Date, limit: number): Promise<number[]> {
    return this.translations.findPaidNotStarted(paidBefore, limit);
  }

  /**
   * What the payment side reads of a translation: its status and paidAt (may a success still pay for it?) and
   * what the sale records (page count, order number). Null for an unknown id.
   */
  async paymentFacts(translationId: number): Promise<TranslationPaymentFacts | null> {
    const translation = await this.translations.findById(translationId);
    if (!translation) return null;
    const { id, status, paidAt, pageCount, orderNumber } = translation;
    return { id, status, paidAt, pageCount, orderNumber };
  }

  /**
   * What the payment of the caller's translation is made from (POST /translations/payg_payment): whether it may be
   * paid (status, paidAt, source language, expiry) and for what (subtotal, currency, order number). Null when
   * `userId` does not own it.
   */
  async payableOf(translationId: number, userId: number): Promise<TranslationPayable | null> {
    const translation = await this.translations.findOwned(translationId, userId);
    if (!translation) return null;
    const { id, status, paidAt, sourceLanguage, expiresAt, subTotalCents, currency, orderNumber } = translation;
    return { id, status, paidAt, sourceLanguage, expiresAt, subTotalCents, currency, orderNumber };
  }

  /**
   * GET /translations: the caller's paid translations, newest first (TranslationListItemDto[]), all of them or the
   * page asked for, as JSON text with its ETag. Kept per list version (ListAnswers): while the version read stays
   * the same, no row is read.
   */
  async listTranslations(user: User, page: ListPage = {}): Promise<ListAnswer> {
    const version = await this.translations.listVersionOf(user.id);
    return this.listAnswers.answer(user.id, version, page, async () => {
      const rows = await this.translations.listPaidRowsOf(user.id, page);
      return JSON.stringify(rows.map((row): TranslationListItemDto => toListItem(toListRow(row))));
    });
  }

  /**
   * GET /translations/{id}/download-url: a signed link to the translated document, for its owner only (anyone
   * else gets the same 404 as for an unknown id) and only once completed.
   */
  async createDownloadUrl(user: User, translationId: number): Promise<DownloadUrlDto> {
    const lang = user.language;
    const translation = await this.translations.findOwned(translationId, user.id);
    if (!translation || translation.paidAt === null) throw new NotFoundException({ detail: translationText('notFound', lang) });
    if (translation.filesDeletedAt)
      throw new GoneException({ detail: translationText('filesDeleted', lang, { days: this.config.RETENTION_DAYS }) });
    if (translation.status !== 'completed' || !translation.targetBlobName) {
      throw new ConflictException({ detail: message('noDocumentForDownload', lang) });
    }
    const filename = targetFileNameOf(translation);
    const url = await this.storage.signedDownloadUrl(translation.targetBlobName, filename, this.config.DOWNLOAD_URL_TTL_SECONDS);
    return { download_url: url, filename };
  }

  /** The user's organisation plan; public (Google) customers without one get the public organisation's. */
  private async pricePlanOf(user: User): Promise<PaygPricePlan | null> {
    if (user.organization) return this.pricePlans.planOfOrganizationOf(user);
    if (!user.googleSubject) return null;
    return this.pricePlans.publicPlan();
  }

  /** Removes the original stored during an intake that is refused, once its copy has ended (nothing is left stored). */
  private async removeStored(stored: Promise<unknown>, blobName: string): Promise<void> {
    await stored;
    await this.storage.delete(blobName).catch(() => undefined);
  }

  private async analyze(filePath: string, lang: AppLanguage): Promise<PdfIntake> {
    try {
      return await this.analyzer.analyze(filePath);
    } catch (err) {
      if (err instanceof PdfError) throw pdfHttpException(err, lang);
      throw err;
    }
  }

  /**
   * The language to translate from (source-language.util.ts), or the refusal as an HTTP error in the user's
   * language: no text at all (422), the target language itself or a pair the engine cannot translate (400).
   * `analysis` null: only the customer's choice is checked.
   */
  private languageOf(
    analysis: PdfAnalysis | null,
    given: string | undefined,
    target: string,
    sources: readonly string[],
    lang: AppLanguage,
  ): SourceLanguageDecision {
    if (analysis && analysis.wordCount === 0) throw new UnprocessableEntityException({ detail: translationText('noText', lang) });
    const guess = analysis
      ? { language: analysis.sourceLanguage, sure: analysis.sourceLanguageSure ?? analysis.sourceLanguage !== null }
      : { language: null, sure: false };
    const decision = decideSourceLanguage({ given, guess, target, sources });
    if (!isRefusal(decision)) return decision;
    if (decision.refused === 'sameLanguage') throw new BadRequestException({ detail: sameLanguageDetail(target, lang) });
    throw new BadRequestException({ detail: unsupportedPairDetail(decision.language, target, lang) });
  }
}
