import { EntityRepository } from '@mikro-orm/knex';
import { TargetLanguage } from './entities/target-language.entity';

export class TargetLanguageRepository extends EntityRepository<TargetLanguage> {
  findActive(): Promise<TargetLanguage[]> {
    return this.find({ isActive: true }, { orderBy: { id: 'asc' } });
  }
}
