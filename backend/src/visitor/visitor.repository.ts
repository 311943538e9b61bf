import { EntityRepository, raw } from '@mikro-orm/knex';
import { Visitor } from './entities/visitor.entity';

export class VisitorRepository extends EntityRepository<Visitor> {
  /** Counts one hit: inserts the day's row for this hash or increments it, atomically (ON CONFLICT on both dialects). */
  async recordHit(day: string, visitorHash: string, at: Date): Promise<void> {
    await this.createQueryBuilder()
      .insert({ day, visitorHash, hits: 1, firstSeenAt: at, lastSeenAt: at })
      .onConflict(['day', 'visitorHash'])
      .merge({ hits: raw('visitors.hits + 1'), lastSeenAt: at })
      .execute();
  }
}
