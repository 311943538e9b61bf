import '../../../test/medium/isolate-orm-metadata';
import { createMediumOrm, MediumOrm } from '../../../test/medium/medium-orm';
import { frenchTargetId, insertCustomer, newTranslationFields } from '../../../test/medium/translation-rows';
import { Translation } from '../entities/translation.entity';
import { NewTranslation, TranslationRepository } from '../translation.repository';
import { TranslationStateRepository } from './translation-state.repository';

describe(`TranslationStateRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;
  let state: TranslationStateRepository;
  let translations: TranslationRepository;
  let userId: number;
  let french: number;

  beforeAll(async () => {
    ctx = await createMediumOrm();
    state = new TranslationStateRepository(ctx.orm.em);
    translations = new TranslationRepository(ctx.orm.em);
    userId = await insertCustomer(ctx.orm, 'state');
    french = await frenchTargetId(ctx.orm);
  });
  afterAll(() => ctx.close());

  const insert = (overrides: Partial<NewTranslation> = {}) =>
    translations.insertWithOrderNumber(newTranslationFields(userId, french, overrides));
  const row = (id: number) => ctx.orm.em.fork().findOneOrFail(Translation, { id });

  it('starts a translation keeping the first start, saves progress only while running, completes it once', async () => {
    const t = await insert({ paidAt: new Date(), errorMessage: 'earlier attempt' });
    await state.saveProgress(t.id, 40);
    expect((await row(t.id)).progress).toBe(0); // not running yet

    const first = new Date(Date.UTC(2026, 0, 1));
    await state.markStarted(t, first);
    await state.markStarted(await row(t.id), new Date(Date.UTC(2026, 0, 2)));
    let saved = await row(t.id);
    expect(saved).toMatchObject({ status: 'in-progress', errorMessage: null });
    expect(saved.startedAt?.getTime()).toBe(first.getTime());

    await state.saveProgress(t.id, 40);
    await state.saveSourceLanguage(t.id, 'en');
    const result = { targetBlobName: `results/${t.id}/x.pdf`, targetFileName: 'a-fr.pdf', outputNotes: null, progress: 100 };
    await state.markCompleted(t.id, result, new Date());
    saved = await row(t.id);
    expect(saved).toMatchObject({ status: 'completed', sourceLanguage: 'en', ...result });
    expect(saved.completedAt).not.toBeNull();

    // A completed translation is never started, failed or moved again.
    await state.markStarted(saved, new Date());
    await state.saveProgress(t.id, 50);
    expect(await state.markFailed(t.id, 'too late', new Date())).toBe(false);
    expect(await row(t.id)).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });
  });

  it('claims the delivery e-mail of a completed translation once, and again after the claim was given back', async () => {
    const t = await insert({ paidAt: new Date(), status: 'completed' });
    const claims = await Promise.all([state.claimDelivery(t.id, new Date()), state.claimDelivery(t.id, new Date())]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await state.claimFailureNotice(t.id, new Date())).toBe(false);
    await state.releaseClaim(t.id);
    expect((await row(t.id)).deliveredAt).toBeNull();
    expect(await state.claimDelivery(t.id, new Date())).toBe(true);

    const running = await insert({ paidAt: new Date(), status: 'in-progress' });
    expect(await state.claimDelivery(running.id, new Date())).toBe(false);
  });

  it('fails a paid, unsettled translation once, with the refund requested; then its failure e-mail is claimed once', async () => {
    const unpaid = await insert();
    expect(await state.markFailed(unpaid.id, 'x', new Date())).toBe(false);

    const t = await insert({ paidAt: new Date(), status: 'in-progress' });
    expect(await state.claimFailureNotice(t.id, new Date())).toBe(false); // not failed yet
    const now = new Date();
    const failed = await Promise.all([state.markFailed(t.id, 'reason', now), state.markFailed(t.id, 'reason', now)]);
    expect(failed.filter(Boolean)).toHaveLength(1);
    const saved = await row(t.id);
    expect(saved).toMatchObject({ status: 'failed', errorMessage: 'reason' });
    expect(saved.refundRequestedAt?.getTime()).toBe(now.getTime());

    expect(await state.claimFailureNotice(t.id, new Date())).toBe(true);
    expect(await state.claimFailureNotice(t.id, new Date())).toBe(false);
    expect(await state.claimDelivery(t.id, new Date())).toBe(false);
  });

  it('reads a translation with what a run and the e-mails need; null for an unknown id', async () => {
    const t = await insert();
    expect((await state.findForRun(t.id))?.targetLanguage.value).toBe('fr');
    expect((await state.findWithUser(t.id))?.user.email).toMatch(/^state-/);
    expect((await state.getForDelivery(t.id)).targetLanguage.value).toBe('fr');
    expect(await state.findForRun(-1)).toBeNull();
    await expect(state.getForDelivery(-1)).rejects.toThrow();
  });

  it('sets the source language chosen by the customer only while the translation is unpaid (TranslationRepository)', async () => {
    const t = await insert();
    expect(await translations.setSourceLanguageIfUnpaid(t.id, 'de')).toBe(true);
    expect((await row(t.id)).sourceLanguage).toBe('de');
    const paid = await insert({ paidAt: new Date(), sourceLanguage: 'en' });
    expect(await translations.setSourceLanguageIfUnpaid(paid.id, 'de')).toBe(false);
    expect((await row(paid.id)).sourceLanguage).toBe('en');
  });
});
