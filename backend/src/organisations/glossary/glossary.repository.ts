import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { Organization } from '../entities/organization.entity';
import { GlossaryEntry } from './entities/glossary-entry.entity';
import type { GlossaryRow } from './glossary-csv.util';

/** What an import does to a glossary, decided from its entries as read in the import's transaction. */
export interface GlossaryImportPlan<A> {
  /** Existing entries and the rows that replace their terms. */
  updates: Array<{ entry: GlossaryEntry; row: GlossaryRow }>;
  /** Rows to add as new entries. */
  added: GlossaryRow[];
  /** What the import answers. */
  answer: A;
}

/**
 * Reads and writes of organisation glossaries. Works in the request's entity manager, where the portal's calls
 * load the organisation (OrganisationRepository.findReachable); a write that breaks the unique (organisation, pair,
 * source term) index answers false or null rather than throwing, and leaves that entity manager cleared.
 */
@Injectable()
export class GlossaryRepository {
  constructor(private readonly em: EntityManager) {}

  count(organization: Organization): Promise<number> {
    return this.em.count(GlossaryEntry, { organization });
  }

  /** The organisation's entries sorted by language pair, then oldest first. */
  findOf(organization: Organization): Promise<GlossaryEntry[]> {
    return this.em.find(
      GlossaryEntry,
      { organization },
      { orderBy: [{ sourceLanguage: 'asc' }, { targetLanguage: 'asc' }, { id: 'asc' }] },
    );
  }

  /** The organisation's entries of one language pair. */
  findOfPair(organization: Organization, sourceLanguage: string, targetLanguage: string): Promise<GlossaryEntry[]> {
    return this.em.find(GlossaryEntry, { organization, sourceLanguage, targetLanguage });
  }

  /** The entry if it belongs to the organisation, else null. */
  findEntry(organization: Organization, entryId: number): Promise<GlossaryEntry | null> {
    return this.em.findOne(GlossaryEntry, { id: entryId, organization });
  }

  /** Adds the entry; null when the same term was written at the same moment (the unique index). */
  async insert(organization: Organization, row: GlossaryRow): Promise<GlossaryEntry | null> {
    const entry = this.em.create(GlossaryEntry, { organization, ...row });
    return (await this.flushUnique()) ? entry : null;
  }

  /** Writes the row into the entry; false when another entry took the same term at the same moment. */
  async update(entry: GlossaryEntry, row: GlossaryRow): Promise<boolean> {
    Object.assign(entry, row);
    return this.flushUnique();
  }

  /** Deletes the entry if it belongs to the organisation: whether it did. */
  async delete(organization: Organization, entryId: number): Promise<boolean> {
    return (await this.em.nativeDelete(GlossaryEntry, { id: entryId, organization })) > 0;
  }

  /**
   * An import in one transaction: the entries are read (none with `replace`, whose import first deletes them all),
   * `plan` decides from them (throwing from it changes nothing), then its updates and additions are written. All or
   * nothing.
   */
  importRows<A>(organization: Organization, replace: boolean, plan: (existing: GlossaryEntry[]) => GlossaryImportPlan<A>): Promise<A> {
    return this.em.transactional(async (em) => {
      const existing = replace ? [] : await em.find(GlossaryEntry, { organization });
      const { updates, added, answer } = plan(existing);
      if (replace) await em.nativeDelete(GlossaryEntry, { organization });
      for (const { entry, row } of updates) Object.assign(entry, row);
      for (const row of added) em.create(GlossaryEntry, { organization, ...row });
      await em.flush();
      return answer;
    });
  }

  /** Flushes; false (and the entity manager cleared) when the unique index refused the write. */
  private async flushUnique(): Promise<boolean> {
    try {
      await this.em.flush();
      return true;
    } catch (err) {
      if (!(err instanceof UniqueConstraintViolationException)) throw err;
      this.em.clear();
      return false;
    }
  }
}
