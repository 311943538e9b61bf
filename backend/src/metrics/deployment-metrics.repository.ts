import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';

/** A count per status. */
export interface StatusCount {
  status: string;
  count: number;
}

/**
 * The aggregates DeploymentMetrics reads at scrape time: plain SQL that SQLite and PostgreSQL read alike, counted by
 * the database (no rows are loaded). Each call works on its own fork of the entity manager.
 */
@Injectable()
export class DeploymentMetricsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Paid translations by status. */
  async paidTranslationsByStatus(): Promise<StatusCount[]> {
    return toStatusCounts(await this.query('select status, count(*) as n from translations where paid_at is not null group by status'));
  }

  /** Pages of every completed translation, all time. */
  async pagesTranslated(): Promise<number> {
    const [row] = await this.query(`select coalesce(sum(page_count), 0) as pages from translations where status = 'completed'`);
    return Number(row?.pages ?? 0);
  }

  /** Payments by status. */
  async paymentsByStatus(): Promise<StatusCount[]> {
    return toStatusCounts(await this.query('select status, count(*) as n from payments group by status'));
  }

  private query(sql: string): Promise<Array<Record<string, unknown>>> {
    return this.em.fork().getConnection().execute(sql);
  }
}

/** The drivers answer counts as numbers or strings (PostgreSQL's bigint). */
const toStatusCounts = (rows: Array<Record<string, unknown>>): StatusCount[] =>
  rows.map((row) => ({ status: String(row.status), count: Number(row.n) }));
