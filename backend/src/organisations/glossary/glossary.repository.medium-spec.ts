import '../../../test/medium/isolate-orm-metadata';
import { randomBytes } from 'node:crypto';
import { createMediumOrm, MediumOrm } from '../../../test/medium/medium-orm';
import { Organization } from '../entities/organization.entity';
import { PaygPricePlan } from '../entities/payg-price-plan.entity';
import type { GlossaryRow } from './glossary-csv.util';
import { GlossaryRepository } from './glossary.repository';

describe(`GlossaryRepository (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let ctx: MediumOrm;

  beforeAll(async () => {
    ctx = await createMediumOrm();
  });
  afterAll(() => ctx.close());

  /** A fresh organisation, and a repository over its own entity manager (as one request has). */
  async function setUp(): Promise<{ repo: GlossaryRepository; organization: Organization }> {
    const em = ctx.orm.em.fork();
    const paygPricePlan = em.create(PaygPricePlan, { pagePriceCents: 250, currency: 'CAD' });
    const organization = em.create(Organization, { label: `Glossary ${randomBytes(3).toString('hex')}`, paygPricePlan });
    await em.flush();
    return { repo: new GlossaryRepository(em), organization };
  }
  const row = (sourceTerm: string, targetTerm: string, targetLanguage = 'fr'): GlossaryRow => ({
    sourceLanguage: 'en',
    targetLanguage,
    sourceTerm,
    targetTerm,
  });
  const termsOf = async (organization: Organization) =>
    (await new GlossaryRepository(ctx.orm.em.fork()).findOf(organization)).map(
      (e) => `${e.targetLanguage}:${e.sourceTerm}=${e.targetTerm}`,
    );

  it('adds, updates and deletes entries; the unique index answers null or false instead of throwing', async () => {
    const { repo, organization } = await setUp();
    const invoice = await repo.insert(organization, row('invoice', 'facture'));
    const receipt = await repo.insert(organization, row('receipt', 'reçu'));
    expect(invoice && receipt).toBeTruthy();
    expect(await repo.count(organization)).toBe(2);
    expect(await repo.insert(organization, row('invoice', 'autre'))).toBeNull();

    const { repo: again } = { repo: new GlossaryRepository(ctx.orm.em.fork()) };
    const entry = (await again.findEntry(organization, receipt!.id))!;
    expect(await again.update(entry, row('invoice', 'facture'))).toBe(false);
    const fresh = (await again.findEntry(organization, receipt!.id))!;
    expect(await again.update(fresh, row('receipt', 'quittance'))).toBe(true);
    expect(await termsOf(organization)).toEqual(['fr:invoice=facture', 'fr:receipt=quittance']);
    expect((await again.findOfPair(organization, 'en', 'fr')).length).toBe(2);
    expect(await again.findOfPair(organization, 'en', 'de')).toEqual([]);

    expect(await again.delete(organization, invoice!.id)).toBe(true);
    expect(await again.delete(organization, invoice!.id)).toBe(false);
    expect(await termsOf(organization)).toEqual(['fr:receipt=quittance']);
  });

  it('imports in one transaction: the plan sees the entries, and when it throws nothing changes', async () => {
    const { repo, organization } = await setUp();
    await repo.insert(organization, row('invoice', 'facture'));
    const answer = await repo.importRows(organization, false, (existing) => {
      expect(existing.map((e) => e.sourceTerm)).toEqual(['invoice']);
      return { updates: [{ entry: existing[0], row: row('Invoice', 'note') }], added: [row('tax', 'taxe', 'de')], answer: 'done' };
    });
    expect(answer).toBe('done');
    expect(await termsOf(organization)).toEqual(['de:tax=taxe', 'fr:Invoice=note']);

    await expect(
      new GlossaryRepository(ctx.orm.em.fork()).importRows(organization, true, (existing) => {
        expect(existing).toEqual([]); // replace: the file becomes the glossary
        throw new Error('too many');
      }),
    ).rejects.toThrow('too many');
    expect(await termsOf(organization)).toEqual(['de:tax=taxe', 'fr:Invoice=note']);

    await new GlossaryRepository(ctx.orm.em.fork()).importRows(organization, true, () => ({
      updates: [],
      added: [row('bill', 'facture')],
      answer: null,
    }));
    expect(await termsOf(organization)).toEqual(['fr:bill=facture']);
  });
});
