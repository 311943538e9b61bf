import { EntityManager } from '@mikro-orm/core';
import { TargetLanguage } from '../../translations/entities/target-language.entity';
import { SeedCount, upsertByKey } from './seed.util';

/** English and French, plus Spanish, which the default engine (Apertium) produces directly from both. */
const TARGET_LANGUAGE_SEEDS = [
  { value: 'en', label: 'English', labelFr: 'Anglais' },
  { value: 'fr', label: 'French', labelFr: 'Français' },
  { value: 'es', label: 'Spanish', labelFr: 'Espagnol' },
];

export async function seedTargetLanguages(em: EntityManager): Promise<SeedCount> {
  return upsertByKey(em, TargetLanguage, {
    rows: TARGET_LANGUAGE_SEEDS.map((l) => ({ ...l, isActive: true })),
    existing: await em.find(TargetLanguage, {}),
    key: (l) => String(l.value),
    conflictFields: ['value'],
    // isActive is set on insert only: an operator who switches a language off keeps it off.
    mergeFields: ['label', 'labelFr'],
  });
}
