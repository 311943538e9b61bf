import { EntityManager } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { OutputNotes } from '@pt/document';
import { Translation } from '../entities/translation.entity';

/**
 * The translation row as the job changes it: the job layer's only access to the database for its translation.
 * Each call works on its own fork of the entity manager (workers, the queue-events listener and tests call in at
 * once); every transition is one conditional update on the status it leaves, so a duplicate job, a worker and the
 * queue-events listener racing cannot both apply it, and a claim (`claimDelivery`, `claimFailureNotice`) is won by
 * one caller only.
 */
@Injectable()
export class TranslationStateRepository {
  constructor(private readonly em: EntityManager) {}

  /** The translation with its target language (what a run reads), or null for an unknown id. */
  findForRun(id: number): Promise<Translation | null> {
    return this.em.fork().findOne(Translation, { id }, { populate: ['targetLanguage'] });
  }

  /** The translation with its user (for the user's language and address), or null for an unknown id. */
  findWithUser(id: number): Promise<Translation | null> {
    return this.em.fork().findOne(Translation, { id }, { populate: ['user'] });
  }

  /** The translation with its user and target language; rejects for an unknown id. */
  getForDelivery(id: number): Promise<Translation> {
    return this.em.fork().findOneOrFail(Translation, { id }, { populate: ['user', 'targetLanguage'] });
  }

  /** created or in-progress → in-progress, the error of an earlier attempt cleared; `startedAt` kept from the first attempt. */
  async markStarted(translation: Pick<Translation, 'id' | 'startedAt'>, now: Date): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(
        Translation,
        { id: translation.id, status: { $in: ['created', 'in-progress'] } },
        { status: 'in-progress', startedAt: translation.startedAt ?? now, errorMessage: null, updatedAt: now },
      );
  }

  /** The progress of a running translation (the caller only moves it forward). */
  async saveProgress(id: number, progress: number): Promise<void> {
    await this.em.fork().nativeUpdate(Translation, { id, status: 'in-progress' }, { progress });
  }

  /** The source language detected by the job (rows from before intake detected it). */
  async saveSourceLanguage(id: number, sourceLanguage: string): Promise<void> {
    await this.em.fork().nativeUpdate(Translation, { id }, { sourceLanguage });
  }

  /** in-progress → completed, with its stored result. */
  async markCompleted(
    id: number,
    result: { targetBlobName: string; targetFileName: string; outputNotes: OutputNotes | null; progress: number },
    now: Date,
  ): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(Translation, { id, status: 'in-progress' }, { status: 'completed', ...result, completedAt: now, updatedAt: now });
  }

  /**
   * A paid translation still created or in progress → failed, with the user's message and the refund requested.
   * True for the one call that made the change.
   */
  async markFailed(id: number, errorMessage: string, now: Date): Promise<boolean> {
    const changed = await this.em
      .fork()
      .nativeUpdate(
        Translation,
        { id, status: { $in: ['created', 'in-progress'] }, paidAt: { $ne: null } },
        { status: 'failed', errorMessage, refundRequestedAt: now, updatedAt: now },
      );
    return changed > 0;
  }

  /** Claims the "translation ready" e-mail of a completed translation (deliveredAt still null): true for the winner. */
  async claimDelivery(id: number, now: Date): Promise<boolean> {
    const claimed = await this.em.fork().nativeUpdate(Translation, { id, status: 'completed', deliveredAt: null }, { deliveredAt: now });
    return claimed > 0;
  }

  /** Claims the failure e-mail of a failed translation whose refund was requested: true for the winner. */
  async claimFailureNotice(id: number, now: Date): Promise<boolean> {
    const claimed = await this.em
      .fork()
      .nativeUpdate(Translation, { id, status: 'failed', refundRequestedAt: { $ne: null }, deliveredAt: null }, { deliveredAt: now });
    return claimed > 0;
  }

  /** Gives a claimed e-mail back (its send was refused), so a later call sends it. */
  async releaseClaim(id: number): Promise<void> {
    await this.em.fork().nativeUpdate(Translation, { id }, { deliveredAt: null });
  }
}
