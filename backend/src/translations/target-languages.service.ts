import { Injectable } from '@nestjs/common';
import { AppLanguage } from '../users/language';
import { byLabel, localize } from '../users/language.util';
import { TargetLanguageDto } from './dto/target-language.dto';
import { TargetLanguageRepository } from './target-language.repository';

@Injectable()
export class TargetLanguagesService {
  constructor(private readonly targetLanguages: TargetLanguageRepository) {}

  /** The languages a document can be translated into now, labelled and sorted in the caller's language. */
  async listActiveTargetLanguages(lang: AppLanguage): Promise<TargetLanguageDto[]> {
    const languages = await this.targetLanguages.findActive();
    return languages.map((l) => ({ id: l.id, value: l.value, label: localize(lang, l.label, l.labelFr) })).sort(byLabel(lang));
  }
}
