import { Inject, Injectable, OnApplicationShutdown, Optional } from '@nestjs/common';
import {
  compileGlossary,
  CompiledGlossary,
  GoogleGlossaries,
  normalizeLanguageCode,
  TranslationEngine,
  withProtectedGlossary,
} from '@pt/document';
import { AppConfig } from '../../config/app-config';
import { TRANSLATION_ENGINE } from '../engines.module';
import { TranslationGlossaryRepository } from './translation-glossary.repository';

/** Applies an organisation's glossary through an engine's own glossary feature (Google Cloud Translation). */
export abstract class EngineGlossaries {
  /** The engine these glossaries belong to (its `name`). */
  abstract readonly engineName: string;
  /** `engine` translating with `glossary` (created or brought up to date on the engine's side first). */
  abstract apply(
    engine: TranslationEngine,
    glossary: { organizationId: number; source: string; target: string; compiled: CompiledGlossary },
  ): Promise<TranslationEngine>;
}

/** Google Cloud Translation's glossaries: one per organisation and pair (`pt-org-{id}-{source}-{target}`). */
export class GoogleEngineGlossaries extends EngineGlossaries implements OnApplicationShutdown {
  readonly engineName = 'google';

  /** Built from the same settings as the Google engine (engines.module.ts). */
  static fromConfig(config: AppConfig): GoogleEngineGlossaries {
    return new GoogleEngineGlossaries(
      new GoogleGlossaries({
        projectId: config.GOOGLE_TRANSLATE_PROJECT_ID!,
        apiEndpoint: config.GOOGLE_TRANSLATE_API_ENDPOINT,
        keyFilename: config.GOOGLE_APPLICATION_CREDENTIALS,
        apiKey: config.GOOGLE_TRANSLATE_API_KEY,
        timeoutMs: config.MT_TIMEOUT_MS,
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.glossaries.close();
  }

  constructor(private readonly glossaries: GoogleGlossaries) {
    super();
  }

  async apply(
    engine: TranslationEngine,
    glossary: { organizationId: number; source: string; target: string; compiled: CompiledGlossary },
  ): Promise<TranslationEngine> {
    const source = normalizeLanguageCode(glossary.source);
    const target = normalizeLanguageCode(glossary.target);
    const terms = [...glossary.compiled.targetOf].map(([key]) =>
      glossary.compiled.terms.find((t) => t.source.trim().replace(/\s+/gu, ' ').toLowerCase() === key)!,
    );
    const spec = { id: `pt-org-${glossary.organizationId}-${source}-${target}`, source, target, terms };
    await this.glossaries.ensure(spec);
    return this.glossaries.translator(engine, spec);
  }
}

export interface TranslationGlossary {
  /** The terms of the ordering user's organisation for the translation's pair (none for a user without one). */
  compiled: CompiledGlossary;
  /** The engine to translate with: the active one, applying the glossary. */
  engine: TranslationEngine;
}

/**
 * The glossary a translation applies: the terms the ordering user's organisation keeps for the pair (spec: issue
 * 2.4). With Apertium the terms go through as protected spans replaced by their target term
 * (withProtectedGlossary); an engine with a glossary feature of its own (EngineGlossaries) uses that.
 */
@Injectable()
export class TranslationGlossaries {
  constructor(
    private readonly terms: TranslationGlossaryRepository,
    @Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine,
    @Optional() private readonly engineGlossaries?: EngineGlossaries,
  ) {}

  async forTranslation(translationId: number, source: string, target: string): Promise<TranslationGlossary> {
    const organizationId = await this.terms.organizationOf(translationId);
    if (organizationId === undefined) return { compiled: compileGlossary([]), engine: this.engine };
    const entries = await this.terms.entriesOf(organizationId, normalizeLanguageCode(source), normalizeLanguageCode(target));
    const compiled = compileGlossary(entries.map((e) => ({ source: e.sourceTerm, target: e.targetTerm })));
    if (!compiled.pattern) return { compiled, engine: this.engine };
    const engine =
      this.engineGlossaries && this.engineGlossaries.engineName === this.engine.name
        ? await this.engineGlossaries.apply(this.engine, { organizationId, source, target, compiled })
        : withProtectedGlossary(this.engine, compiled);
    return { compiled, engine };
  }
}
