import { Entity, EntityRepositoryType, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { VisitorRepository } from '../visitor.repository';

/**
 * Daily unique-visitor counter. visitorHash is a keyed hash that changes every day: neither the IP address nor
 * the user agent is stored, and hashes cannot be linked across days.
 */
@Entity({ tableName: 'visitors', repository: () => VisitorRepository })
@Unique({ properties: ['day', 'visitorHash'] })
export class Visitor {
  [EntityRepositoryType]?: VisitorRepository;

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** UTC day, YYYY-MM-DD. */
  @Property({ type: 'string', length: 10 })
  day!: string;

  @Property({ type: 'string', length: 64 })
  visitorHash!: string;

  @Property({ type: 'integer', default: 1 })
  hits!: number;

  @Property({ type: 'datetime' })
  firstSeenAt!: Date;

  @Property({ type: 'datetime' })
  lastSeenAt!: Date;
}
