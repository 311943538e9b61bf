import { Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ApertiumEngine, GoogleTranslateEngine, TranslationEngine } from '@pt/document';
import { AppConfig } from '../config/app-config';

/** Nest injection token of the active engine (chosen by MT_ENGINE). */
export const TRANSLATION_ENGINE = Symbol('TRANSLATION_ENGINE');

/** The engine MT_ENGINE names (the document engine's adapters), configured from AppConfig. */
export function createTranslationEngine(config: AppConfig): TranslationEngine {
  if (config.MT_ENGINE === 'google') {
    return new GoogleTranslateEngine({
      projectId: config.GOOGLE_TRANSLATE_PROJECT_ID!,
      apiEndpoint: config.GOOGLE_TRANSLATE_API_ENDPOINT,
      keyFilename: config.GOOGLE_APPLICATION_CREDENTIALS,
      apiKey: config.GOOGLE_TRANSLATE_API_KEY,
      timeoutMs: config.MT_TIMEOUT_MS,
    });
  }
  return new ApertiumEngine({
    dataDir: config.APERTIUM_DATA_DIR,
    processesPerMode: config.APERTIUM_PROCESSES,
    maxResidentModes: config.APERTIUM_RESIDENT_MODES,
    timeoutMs: config.MT_TIMEOUT_MS,
  });
}

/**
 * Provides the active machine-translation engine under TRANSLATION_ENGINE:
 *   constructor(@Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine) {}
 * and closes it (Apertium processes, Google connections) when the application shuts down, after the
 * job workers have stopped (onModuleDestroy runs before onApplicationShutdown).
 */
@Module({
  providers: [{ provide: TRANSLATION_ENGINE, inject: [AppConfig], useFactory: createTranslationEngine }],
  exports: [TRANSLATION_ENGINE],
})
export class EnginesModule implements OnApplicationShutdown {
  private readonly logger = new Logger('TranslationEngine');

  constructor(@Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine) {}

  async onApplicationShutdown(): Promise<void> {
    try {
      await this.engine.close();
    } catch (err) {
      this.logger.warn(`closing the ${this.engine.name} engine failed: ${(err as Error).message}`);
    }
  }
}
