import { Entity, OneToOne, Opt, Property, Rel } from '@mikro-orm/core';
import { User } from '../../users/entities/user.entity';

/**
 * A customer's translation list version: a number that grows with every insert, update and delete of one of their
 * translation rows (GET /translations keeps its answers per version; ListAnswers). Written only by the database's
 * triggers on `translations` (migration ..._translation_list_versions), so every writer counts: repositories, the
 * job, raw SQL, another process. No row yet means version 0.
 */
@Entity({ tableName: 'translation_list_versions' })
export class TranslationListVersion {
  @OneToOne(() => User, { primary: true, owner: true, deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'integer', default: 0 })
  version: number & Opt = 0;
}
