import { Injectable } from '@nestjs/common';
import { ReferenceCache } from '../common/reference-cache';
import { AppLanguage } from '../common/language';
import { localize } from '../common/language.util';
import { FutureProductsDto } from './dto/future-products.dto';
import { FutureProductRepository } from './future-product.repository';

@Injectable()
export class FutureProductsService {
  private readonly answers = new ReferenceCache<AppLanguage, FutureProductsDto>();

  constructor(private readonly futureProducts: FutureProductRepository) {}

  /** Products customers can join the waitlist for, in the caller's language (read once per language; `reload()` forgets them). */
  listFutureProducts(lang: AppLanguage): Promise<FutureProductsDto> {
    return this.answers.get(lang, () => this.readFutureProducts(lang));
  }

  /** Reads the products again on the next request (after a change of them). */
  reload(): void {
    this.answers.clear();
  }

  private async readFutureProducts(lang: AppLanguage): Promise<FutureProductsDto> {
    const products = await this.futureProducts.findActive();
    return {
      futureProducts: products.map((p) => ({
        id: p.id,
        label: localize(lang, p.label, p.labelFr),
        description: localize(lang, p.description, p.descriptionFr),
      })),
    };
  }
}
