/**
 * Import first in a medium spec (before anything that loads an entity).
 *
 * Jest's global setup loads the entities in the outer realm to migrate the template database; when Jest then runs
 * in band, jest-environment-node copies that realm's globals into the test context, MikroORM's decorator storage
 * (globalThis['mikro-orm-metadata']) included, and discovery fails on the foreign Maps ("Map.prototype.set called
 * on incompatible receiver"). Dropping the inherited storage makes the entities register in this context.
 */
delete (globalThis as Record<string, unknown>)['mikro-orm-metadata'];
