import { Inject, Injectable } from '@nestjs/common';
import type { TranslationEngine } from '@pt/document';
import { AppLanguage } from '../common/language';
import { SourceLanguageOptionDto } from './dto/source-language.dto';
import { TRANSLATION_ENGINE } from './engines.module';
import { languageName } from './translation-messages.util';

/** The languages a document may be translated from into a target language: the engine's routes into it. */
@Injectable()
export class SourceLanguagesService {
  constructor(@Inject(TRANSLATION_ENGINE) private readonly engine: TranslationEngine) {}

  /** ISO 639-1 codes the engine translates into `target` (direct or through another language), sorted. */
  async sourcesFor(target: string): Promise<string[]> {
    const pairs = await this.engine.pairs();
    return [...new Set(pairs.filter((p) => p.target === target && p.source !== target).map((p) => p.source))].sort();
  }

  /** The same, named in the user's language and sorted by name, for the customer to choose from. */
  async optionsFor(target: string, lang: AppLanguage): Promise<SourceLanguageOptionDto[]> {
    const capitalised = (name: string) => name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
    const options = (await this.sourcesFor(target)).map((value) => ({ value, label: capitalised(languageName(value, lang)) }));
    return options.sort((a, b) => a.label.localeCompare(b.label, lang));
  }
}
