import { EntityData, EntityManager, EntityName, UpsertManyOptions } from '@mikro-orm/core';

export interface SeedCount {
  created: number;
  updated: number;
}

export interface UpsertByKeyParams<T extends object> {
  rows: EntityData<T>[];
  /** The rows already in the database, to tell created from updated from unchanged. */
  existing: T[];
  /** Natural key of a row or an existing entity. */
  key: (row: EntityData<T> | T) => string;
  /** Columns of the natural key's unique constraint (the ON CONFLICT target). */
  conflictFields: (keyof T & string)[];
  /** Fields the seed owns: updated when they differ. Other fields (isActive…) are only set on insert. */
  mergeFields: (keyof T & string)[];
}

/**
 * Seed rule: upsert by natural key, writing only rows that are missing or whose seed-owned fields differ, so a
 * second run writes nothing; ON CONFLICT keeps two concurrent runs from duplicating rows.
 */
export async function upsertByKey<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  params: UpsertByKeyParams<T>,
): Promise<SeedCount> {
  const current = new Map(params.existing.map((e) => [params.key(e), e]));
  let created = 0;
  let updated = 0;
  const writes = params.rows.filter((row) => {
    const found = current.get(params.key(row)) as Record<string, unknown> | undefined;
    if (!found) {
      created++;
      return true;
    }
    const changed = params.mergeFields.some((f) => found[f] !== (row as Record<string, unknown>)[f]);
    if (changed) updated++;
    return changed;
  });
  if (writes.length > 0) {
    await em.upsertMany(entity, writes, {
      onConflictFields: params.conflictFields as UpsertManyOptions<T>['onConflictFields'],
      onConflictAction: 'merge',
      onConflictMergeFields: params.mergeFields as UpsertManyOptions<T>['onConflictMergeFields'],
    });
  }
  return { created, updated };
}
