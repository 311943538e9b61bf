import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

/** The readiness check's view of the database: one trivial statement on the application's connection. */
@Injectable()
export class HealthRepository {
  constructor(private readonly em: EntityManager) {}

  /** Resolves when the database answers `select 1`; rejects otherwise. */
  async ping(): Promise<void> {
    await this.em.getConnection().execute('select 1');
  }
}
