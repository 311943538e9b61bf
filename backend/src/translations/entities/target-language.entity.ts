import { Entity, EntityRepositoryType, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { TargetLanguageRepository } from '../target-language.repository';

/** A language documents can be translated into. */
@Entity({ tableName: 'target_languages', repository: () => TargetLanguageRepository })
export class TargetLanguage {
  [EntityRepositoryType]?: TargetLanguageRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** ISO 639-1 code, e.g. 'fr'. */
  @Property({ type: 'string', length: 16, unique: true })
  value!: string;

  @Property({ type: 'string', length: 100 })
  label!: string;

  @Property({ type: 'string', length: 100 })
  labelFr!: string;

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;
}
