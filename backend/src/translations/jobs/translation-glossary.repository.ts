import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { GlossaryEntry } from '../../organisations/glossary/entities/glossary-entry.entity';
import { User } from '../../users/entities/user.entity';
import { Translation } from '../entities/translation.entity';

/**
 * The job's reads of the glossary a translation applies: the ordering user's organisation, and its terms for a
 * pair. Each call works on its own fork of the entity manager (jobs run outside any request); only the columns
 * needed are read.
 */
@Injectable()
export class TranslationGlossaryRepository {
  constructor(private readonly em: EntityManager) {}

  /** The organisation of the user who ordered the translation; undefined for a user without one or an unknown id. */
  async organizationOf(translationId: number): Promise<number | undefined> {
    const em = this.em.fork();
    const translation = await em.findOne(Translation, { id: translationId }, { fields: ['id', 'user'] });
    const user = translation ? await em.findOne(User, { id: translation.user.id }, { fields: ['id', 'organization'] }) : null;
    return user?.organization?.id;
  }

  /** The organisation's terms of one pair (normalised language codes), oldest first. */
  entriesOf(organizationId: number, sourceLanguage: string, targetLanguage: string): Promise<GlossaryEntry[]> {
    return this.em.fork().find(GlossaryEntry, { organization: organizationId, sourceLanguage, targetLanguage }, { orderBy: { id: 'asc' } });
  }
}
