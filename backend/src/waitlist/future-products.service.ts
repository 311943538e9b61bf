import { Injectable } from '@nestjs/common';
import { AppLanguage } from '../users/language';
import { localize } from '../users/language.util';
import { FutureProductsDto } from './dto/future-products.dto';
import { FutureProductRepository } from './future-product.repository';

@Injectable()
export class FutureProductsService {
  constructor(private readonly futureProducts: FutureProductRepository) {}

  /** Products customers can join the waitlist for, in the caller's language. */
  async listFutureProducts(lang: AppLanguage): Promise<FutureProductsDto> {
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
