import { Inject, Injectable } from '@nestjs/common';
import { TranslationEngine } from '@pt/document';
import { TRANSLATION_ENGINE } from './engines.module';
import { ReferenceCache } from '../common/reference-cache';
import { AppLanguage } from '../common/language';
import { byLabel, localize } from '../common/language.util';
import { TargetLanguageDto } from './dto/target-language.dto';
import { TargetLanguageRepository } from './target-language.repository';

@Injectable()
export class TargetLanguagesService {
  private readonly answers = new ReferenceCache<AppLanguage, TargetLanguageDto[]>();

  constructor(
    private readonly targetLanguages: TargetLanguageRepository,
    @Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine,
  ) {}

  /**
   * The languages a document can be translated into now: active in the catalogue AND producible by the
   * active engine; labelled and sorted in the caller's language. Read once per language (the catalogue changes with
   * a deployment, the engine with its configuration); `reload()` forgets them.
   */
  listActiveTargetLanguages(lang: AppLanguage): Promise<TargetLanguageDto[]> {
    return this.answers.get(lang, () => this.readActiveTargetLanguages(lang));
  }

  /** Reads the catalogue again on the next request (after a change of it). */
  reload(): void {
    this.answers.clear();
  }

  private async readActiveTargetLanguages(lang: AppLanguage): Promise<TargetLanguageDto[]> {
    const [languages, producible] = await Promise.all([this.targetLanguages.findActive(), this.engine.targetLanguages()]);
    return languages
      .filter((l) => producible.includes(l.value))
      .map((l) => ({ id: l.id, value: l.value, label: localize(lang, l.label, l.labelFr) }))
      .sort(byLabel(lang));
  }
}
