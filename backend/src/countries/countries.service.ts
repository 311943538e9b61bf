import { Injectable } from '@nestjs/common';
import { ReferenceCache } from '../common/reference-cache';
import { AppLanguage } from '../common/language';
import { byLabel, localize } from '../common/language.util';
import { CountryRepository } from './country.repository';
import { CountryDto } from './dto/country.dto';

@Injectable()
export class CountriesService {
  private readonly answers = new ReferenceCache<AppLanguage, CountryDto[]>();

  constructor(private readonly countries: CountryRepository) {}

  /** Every country with its currency and regions, labelled and sorted in the caller's language (read once per language: only a deployment changes them). */
  listCountries(lang: AppLanguage): Promise<CountryDto[]> {
    return this.answers.get(lang, () => this.readCountries(lang));
  }

  private async readCountries(lang: AppLanguage): Promise<CountryDto[]> {
    const countries = await this.countries.findAllWithRegions();
    return countries
      .map((country) => ({
        id: country.id,
        value: country.value,
        label: localize(lang, country.label, country.labelFr),
        currency: { label: country.currency },
        regions: country.regions
          .getItems()
          .map((region) => ({ id: region.id, value: region.value, label: localize(lang, region.label, region.labelFr) }))
          .sort(byLabel(lang)),
      }))
      .sort(byLabel(lang));
  }
}
