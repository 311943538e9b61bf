import { MikroOrmModule } from '@mikro-orm/nestjs';
import { DynamicModule, Logger, Module, ModuleMetadata, OnApplicationShutdown, Type } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { StorageModule } from '../../storage/storage.module';
import { PdfWriteRunner } from '@pt/document';
import { EnginesModule } from '../engines.module';
import { PdfModule } from '../pdf.module';
import { Translation } from '../entities/translation.entity';
import { ExtractionsModule } from '../extractions.module';
import { RefundPort } from './refund.port';
import { SegmentCheckpointStore } from './segment-checkpoint';
import { SourceDocumentReader } from './source-document.reader';
import { TranslateJobService } from './translate-job.service';
import { TranslationDeliveryService } from './translation-delivery.service';
import { EngineGlossaries, GoogleEngineGlossaries, TranslationGlossaries } from './translation-glossaries';
import { TranslationGlossaryRepository } from './translation-glossary.repository';
import { TranslationOutputWriter } from './translation-output.writer';
import { TranslationPipelineService } from './translation-pipeline.service';
import { TranslationQueueEventsListener } from './translation-queue-events.listener';
import { TranslationStateRepository } from './translation-state.repository';
import { TranslationsProcessor } from './translations.processor';

/** Where the job layer's RefundPort comes from: the modules that export the implementation, and its class. */
export interface TranslationJobsOptions {
  refunds: { imports?: ModuleMetadata['imports']; useExisting: Type<RefundPort> };
}

/**
 * The translation job: the pipeline service (usable without workers, e.g. by tests and tools) and, only when
 * WORKERS_ENABLED, the BullMQ worker and queue-events listener. @nestjs/bullmq starts a worker for every provider
 * carrying @Processor; a factory that answers null registers none, so an API-only process never consumes jobs.
 * Needs AppConfig, Clock, MailService and the BullMQ root connection (global modules). The document engine's classes
 * (PdfWriteRunner here, the parser in PdfModule, the engine in EnginesModule) are built from AppConfig.
 * RefundPort is given by the application's assembly (TranslationJobsModule.forRoot), not imported from payments.
 */
@Module({
  imports: [MikroOrmModule.forFeature([Translation]), PdfModule, EnginesModule, StorageModule, ExtractionsModule],
  providers: [
    TranslationPipelineService,
    TranslationStateRepository,
    SourceDocumentReader,
    TranslationDeliveryService,
    TranslateJobService,
    TranslationOutputWriter,
    SegmentCheckpointStore,
    TranslationGlossaries,
    TranslationGlossaryRepository,
    {
      // Organisation glossaries through the engine's own feature (Google); Apertium gets them as protected spans.
      provide: EngineGlossaries,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => (config.MT_ENGINE === 'google' ? GoogleEngineGlossaries.fromConfig(config) : null),
    },
    {
      // Bounds of writing one translated PDF: the same time allowance as parsing it, twice the memory (the parsed
      // original and the new document are both held); one process per job that can run at once.
      provide: PdfWriteRunner,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        new PdfWriteRunner(
          {
            timeoutMs: config.PDF_PARSE_TIMEOUT_MS,
            timeoutPerPageMs: config.PDF_PARSE_TIMEOUT_PER_PAGE_MS,
            maxMemoryMb: 2 * config.PDF_PARSE_MAX_MEMORY_MB,
            concurrency: config.WORKER_CONCURRENCY,
            ...(config.PDF_WRITE_RANGE_PAGES > 0 ? { rangePages: config.PDF_WRITE_RANGE_PAGES } : {}),
          },
          { logger: new Logger(PdfWriteRunner.name) },
        ),
    },
    {
      provide: TranslationsProcessor,
      inject: [AppConfig, TranslateJobService],
      useFactory: (config: AppConfig, jobs: TranslateJobService) =>
        config.WORKERS_ENABLED ? new TranslationsProcessor(jobs, config) : null,
    },
    {
      provide: TranslationQueueEventsListener,
      inject: [AppConfig, TranslateJobService],
      useFactory: (config: AppConfig, jobs: TranslateJobService) =>
        config.WORKERS_ENABLED ? new TranslationQueueEventsListener(jobs) : null,
    },
  ],
  exports: [TranslationPipelineService],
})
export class TranslationJobsModule implements OnApplicationShutdown {
  constructor(private readonly pdfWriter: PdfWriteRunner) {}

  /**
   * The module with its RefundPort, bound by whoever assembles the application (feature-modules.ts binds the
   * payments side's implementation): this module does not know the payments module.
   */
  static forRoot(options: TranslationJobsOptions): DynamicModule {
    return {
      module: TranslationJobsModule,
      imports: options.refunds.imports ?? [],
      providers: [{ provide: RefundPort, useExisting: options.refunds.useExisting }],
      exports: [RefundPort],
    };
  }

  /** The writing processes end after the job workers stopped (onModuleDestroy runs before this). */
  onApplicationShutdown(): void {
    this.pdfWriter.close();
  }
}
