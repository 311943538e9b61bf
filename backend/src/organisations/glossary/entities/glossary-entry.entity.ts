import { Entity, Index, ManyToOne, Opt, PrimaryKey, Property, Rel, Unique } from '@mikro-orm/core';
import { Organization } from '../../entities/organization.entity';

/**
 * One term of an organisation's glossary: `sourceTerm` in `sourceLanguage` is translated as `targetTerm` in
 * `targetLanguage` (ISO 639-1) in every translation ordered by a user of the organisation. A source term appears once
 * per pair (compared without case, enforced by the service; the index catches exact duplicates).
 */
@Entity({ tableName: 'glossary_entries' })
@Index({ properties: ['organization', 'sourceLanguage', 'targetLanguage'] })
@Unique({ properties: ['organization', 'sourceLanguage', 'targetLanguage', 'sourceTerm'] })
export class GlossaryEntry {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  @Property({ type: 'string', length: 8 })
  sourceLanguage!: string;

  @Property({ type: 'string', length: 8 })
  targetLanguage!: string;

  @Property({ type: 'string', length: 200 })
  sourceTerm!: string;

  @Property({ type: 'string', length: 200 })
  targetTerm!: string;

  @Property({ type: 'datetime', onCreate: () => new Date() })
  createdAt!: Date & Opt;

  @Property({ type: 'datetime', onCreate: () => new Date(), onUpdate: () => new Date() })
  updatedAt!: Date & Opt;
}
